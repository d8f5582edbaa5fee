/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n          query LicenceProbe {\n            adminUserPaging {\n              total\n            }\n          }\n        ": typeof types.LicenceProbeDocument,
    "\n  subscription SessionRevoked {\n    sessionRevoked\n  }\n": typeof types.SessionRevokedDocument,
    "\n  fragment ShellUser on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    avatar\n    roleType\n  }\n": typeof types.ShellUserFragmentDoc,
    "\n  query SessionBootstrap {\n    me {\n      id\n      roleType\n      permissions\n      ...ShellUser\n    }\n    # Menus are at most four levels deep (container > group > view > hidden detail).\n    myRoutes {\n      id\n      name\n      path\n      component\n      redirect\n      hidden\n      meta {\n        title\n        icon\n      }\n      children {\n        id\n        name\n        path\n        component\n        redirect\n        hidden\n        meta {\n          title\n          icon\n        }\n        children {\n          id\n          name\n          path\n          component\n          redirect\n          hidden\n          meta {\n            title\n            icon\n          }\n          children {\n            id\n            name\n            path\n            component\n            redirect\n            hidden\n            meta {\n              title\n              icon\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SessionBootstrapDocument,
    "\n  query SitePublicConfig {\n    sitePublicConfig {\n      siteName\n      backLogo\n      frontLogo\n      copyRight\n      moduleExam\n      moduleCourse\n      captchaEnabled\n    }\n  }\n": typeof types.SitePublicConfigDocument,
    "\n  query AuditLogs($input: AuditLogPagingInput) {\n    auditLogs(input: $input) {\n      total\n      records {\n        id\n        actorId\n        actorName\n        action\n        targetType\n        targetId\n        outcome\n        errorName\n        errorCode\n        detail\n        ip\n        createTime\n      }\n    }\n  }\n": typeof types.AuditLogsDocument,
    "\n  mutation FaceLogin($input: FaceLoginInput!) {\n    faceLogin(input: $input) {\n      token\n      user {\n        id\n        roleType\n      }\n    }\n  }\n": typeof types.FaceLoginDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        roleType\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query LoginSwitches {\n    switchConfig {\n      faceLogin\n      mobileLogin\n      userReg\n      userDeptType\n      wechatLogin\n      cropLogin\n      dingLogin\n    }\n  }\n": typeof types.LoginSwitchesDocument,
    "\n  mutation SendSmsCode($input: SendSmsCodeInput!) {\n    sendSmsCode(input: $input) {\n      waitSeconds\n    }\n  }\n": typeof types.SendSmsCodeDocument,
    "\n  mutation MobileLogin($input: MobileLoginInput!) {\n    mobileLogin(input: $input) {\n      token\n      user {\n        id\n        roleType\n      }\n    }\n  }\n": typeof types.MobileLoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      state\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query RegisterDepartments {\n    registerDepartments {\n      id\n      deptCode\n      deptName\n      children {\n        id\n        deptCode\n        deptName\n        children {\n          id\n          deptCode\n          deptName\n          children {\n            id\n            deptCode\n            deptName\n          }\n        }\n      }\n    }\n  }\n": typeof types.RegisterDepartmentsDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query ChatLoginTypes {\n    chatLoginTypes\n  }\n": typeof types.ChatLoginTypesDocument,
    "\n  mutation ChatLoginUrl($loginType: String!, $bind: Boolean!) {\n    chatLoginUrl(loginType: $loginType, bind: $bind) {\n      url\n    }\n  }\n": typeof types.ChatLoginUrlDocument,
    "\n  mutation CompleteChatLogin($ticket: String!) {\n    completeChatLogin(ticket: $ticket) {\n      token\n    }\n  }\n": typeof types.CompleteChatLoginDocument,
    "\n  mutation CreateCaptcha {\n    createCaptcha {\n      key\n      image\n      expiresInSeconds\n    }\n  }\n": typeof types.CreateCaptchaDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query MyLoginBindings {\n    myLoginBindings {\n      id\n      loginType\n      openId\n      createTime\n    }\n  }\n": typeof types.MyLoginBindingsDocument,
    "\n  mutation BindMobile($input: BindMobileInput!) {\n    bindMobile(input: $input) {\n      id\n      openId\n    }\n  }\n": typeof types.BindMobileDocument,
    "\n  mutation UnbindMobile($input: BindMobileInput!) {\n    unbindMobile(input: $input)\n  }\n": typeof types.UnbindMobileDocument,
    "\n  mutation UnbindLogin($loginType: String!) {\n    unbindLogin(loginType: $loginType)\n  }\n": typeof types.UnbindLoginDocument,
    "\n  query UserLoginBindings($userId: ID!) {\n    userLoginBindings(userId: $userId) {\n      id\n      loginType\n      openId\n      createTime\n    }\n  }\n": typeof types.UserLoginBindingsDocument,
    "\n  mutation DirectBindMobile($userId: ID!, $mobile: String!) {\n    directBindMobile(userId: $userId, mobile: $mobile) {\n      id\n    }\n  }\n": typeof types.DirectBindMobileDocument,
    "\n  mutation DirectUnbindMobile($userId: ID!, $mobile: String!) {\n    directUnbindMobile(userId: $userId, mobile: $mobile)\n  }\n": typeof types.DirectUnbindMobileDocument,
    "\n  mutation UnbindLoginById($id: ID!) {\n    unbindLoginById(id: $id)\n  }\n": typeof types.UnbindLoginByIdDocument,
    "\n  query SiteConfig {\n    siteConfig {\n      siteName\n      backLogo\n      frontLogo\n      tmpDir\n      copyRight\n      h5Host\n      moduleExam\n      moduleCourse\n    }\n  }\n": typeof types.SiteConfigDocument,
    "\n  mutation SaveSiteConfig($input: SaveSiteConfigInput!) {\n    saveSiteConfig(input: $input) {\n      siteName\n      backLogo\n      frontLogo\n      tmpDir\n      copyRight\n      h5Host\n      moduleExam\n      moduleCourse\n    }\n  }\n": typeof types.SaveSiteConfigDocument,
    "\n  query SwitchConfig {\n    switchConfig {\n      userReg\n      userAudit\n      userDeptType\n      userDeptCode\n      mobileLogin\n      wechatLogin\n      faceLogin\n      cropLogin\n      dingLogin\n      realPerson\n      faceAudit\n      loginTick\n      livenessLogin\n      livenessCheck\n      livenessRealName\n      livenessCapture\n    }\n  }\n": typeof types.SwitchConfigDocument,
    "\n  mutation SaveSwitchConfig($input: SaveSwitchConfigInput!) {\n    saveSwitchConfig(input: $input) {\n      userReg\n      userAudit\n      userDeptType\n      userDeptCode\n      mobileLogin\n      wechatLogin\n      faceLogin\n      cropLogin\n      dingLogin\n      realPerson\n      faceAudit\n      loginTick\n      livenessLogin\n      livenessCheck\n      livenessRealName\n      livenessCapture\n    }\n  }\n": typeof types.SaveSwitchConfigDocument,
    "\n  query ProviderConfig($type: String!, $provider: String) {\n    providerConfig(type: $type, provider: $provider) {\n      id\n      type\n      provider\n      active\n      saved\n      hasSecret\n      secretFields\n      remark\n      data {\n        accessKeyId\n        accessKeySecret\n        aesIv\n        aesKey\n        appId\n        appKey\n        arn\n        bucket\n        dbName\n        decodeUrl\n        directUpload\n        encodeIv\n        encodeKey\n        encodeType\n        encodeUrl\n        endpoint\n        faceGroup\n        ffmpegHome\n        groupId\n        liveCheck\n        liveLevel\n        localDir\n        mediaQueue\n        pullDomain\n        pullKey\n        pushDomain\n        pushKey\n        region\n        secretId\n        secretKey\n        url\n        videoEncode\n        videoQuality\n        signName\n        templateCode\n        templateId\n        noticeTemplateCode\n        noticeTemplateId\n        sdkAppId\n        appSecret\n        corpId\n        agentId\n        secret\n        clientId\n        clientSecret\n        authorizeUrl\n        tokenUrl\n        userInfoUrl\n        redirectBase\n      }\n    }\n  }\n": typeof types.ProviderConfigDocument,
    "\n  mutation SaveProviderConfig($input: SaveProviderConfigInput!) {\n    saveProviderConfig(input: $input) {\n      id\n      provider\n      active\n      saved\n    }\n  }\n": typeof types.SaveProviderConfigDocument,
    "\n  mutation ChangeProvider($type: String!, $provider: String!) {\n    changeProvider(type: $type, provider: $provider) {\n      id\n      provider\n      active\n    }\n  }\n": typeof types.ChangeProviderDocument,
    "\n  query AdminCourses($input: CoursePagingInput) {\n    courses(input: $input) {\n      total\n      records {\n        id\n        title\n        state\n        openType\n        sort\n        itemCount\n        updateTime\n      }\n    }\n  }\n": typeof types.AdminCoursesDocument,
    "\n  query AdminCourse($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      coverId\n      cover\n      content\n      state\n      openType\n      dragLimit\n      finishShare\n      sort\n      departIds\n      groupIds\n      userIds\n      chapters {\n        id\n        title\n        items {\n          id\n          title\n          itemType\n          fileId\n          refId\n          fileUrl\n        }\n      }\n    }\n  }\n": typeof types.AdminCourseDocument,
    "\n  mutation SaveCourse($input: SaveCourseInput!) {\n    saveCourse(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveCourseDocument,
    "\n  mutation SetCourseState($ids: [ID!]!, $state: Int!) {\n    setCourseState(ids: $ids, state: $state)\n  }\n": typeof types.SetCourseStateDocument,
    "\n  mutation SetCourseSort($id: ID!, $sort: Int!) {\n    setCourseSort(id: $id, sort: $sort) {\n      id\n      sort\n    }\n  }\n": typeof types.SetCourseSortDocument,
    "\n  mutation DeleteCourses($ids: [ID!]!) {\n    deleteCourses(ids: $ids)\n  }\n": typeof types.DeleteCoursesDocument,
    "\n  query CourseRefRepo($id: ID!) {\n    repoDetail(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.CourseRefRepoDocument,
    "\n  query CourseRefExam($id: ID!) {\n    examDetail(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.CourseRefExamDocument,
    "\n  query CourseFiles($input: CourseFilePagingInput) {\n    courseFiles(input: $input) {\n      total\n      records {\n        fileId\n        name\n        kind\n        size\n        url\n        useCount\n        state\n        progress\n        message\n        encode\n        quality\n        duration\n      }\n    }\n  }\n": typeof types.CourseFilesDocument,
    "\n  mutation TranscodeCourseFile($fileId: ID!) {\n    transcodeCourseFile(fileId: $fileId) {\n      fileId\n      state\n      progress\n      message\n    }\n  }\n": typeof types.TranscodeCourseFileDocument,
    "\n  query MyCourses($input: CoursePagingInput) {\n    myCourses(input: $input) {\n      total\n      records {\n        id\n        title\n        cover\n        itemCount\n        finishedCount\n        percent\n      }\n    }\n  }\n": typeof types.MyCoursesDocument,
    "\n  query LearnerCourse($id: ID!) {\n    learnerCourse(id: $id) {\n      id\n      title\n      cover\n      content\n      itemCount\n      finishedCount\n      percent\n      chapters {\n        id\n        title\n        items {\n          id\n          title\n          itemType\n        }\n      }\n      progress {\n        itemId\n        furthest\n        duration\n        finished\n      }\n    }\n  }\n": typeof types.LearnerCourseDocument,
    "\n  mutation OpenCourseItem($itemId: ID!) {\n    openCourseItem(itemId: $itemId) {\n      itemId\n      courseId\n      courseTitle\n      chapterTitle\n      title\n      itemType\n      refId\n      fileUrl\n      dragLimit\n      finishShare\n      playback {\n        url\n        hls\n        encrypted\n        keyAuth\n        state\n        renditions {\n          quality\n          height\n          url\n        }\n      }\n      progress {\n        itemId\n        position\n        furthest\n        duration\n        finished\n      }\n      goal {\n        itemType\n        done\n        required\n        total\n        passMark\n        finished\n      }\n      documentKind\n      documentUrl\n      fileName\n    }\n  }\n": typeof types.OpenCourseItemDocument,
    "\n  mutation ReportCourseProgress($itemId: ID!, $position: Float!, $duration: Float) {\n    reportCourseProgress(itemId: $itemId, position: $position, duration: $duration) {\n      itemId\n      position\n      furthest\n      duration\n      finished\n    }\n  }\n": typeof types.ReportCourseProgressDocument,
    "\n  query MyCourseCompletion {\n    myCourseCompletion {\n      courseId\n      title\n      itemCount\n      finishedCount\n      percent\n      lastStudyTime\n    }\n  }\n": typeof types.MyCourseCompletionDocument,
    "\n  fragment CountTiles_counts on DashboardCounts {\n    userCount\n    examCount\n    repoCount\n    quCount\n    courseCount\n    fileCount\n  }\n": typeof types.CountTiles_CountsFragmentDoc,
    "\n  query Dashboard($exams: Boolean!) {\n    dashboardCounts {\n      ...CountTiles_counts\n    }\n    dashboardExamWeek @include(if: $exams) {\n      ...ExamWeekChart_days\n    }\n    dashboardUserWeek {\n      ...UserWeekChart_days\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  fragment ExamWeekChart_days on ExamDayStat {\n    dateStr\n    examCount\n    examUser\n    passUser\n  }\n": typeof types.ExamWeekChart_DaysFragmentDoc,
    "\n  query DashboardOngoingExams($input: OngoingExamPageInput) {\n    dashboardOngoingExams(input: $input) {\n      records {\n        id\n        title\n        procCount\n        handCount\n      }\n      total\n    }\n  }\n": typeof types.DashboardOngoingExamsDocument,
    "\n  fragment UserWeekChart_days on UserDayStat {\n    dateStr\n    newUser\n    activeUser\n    allUser\n  }\n": typeof types.UserWeekChart_DaysFragmentDoc,
    "\n  query DictCatalogTree($keyword: String) {\n    dictCatalogTree(keyword: $keyword) {\n      id\n      parentId\n      title\n      dicCode\n      remark\n      sort\n      builtIn\n      children {\n        id\n        parentId\n        title\n        dicCode\n        remark\n        sort\n        builtIn\n        children {\n          id\n          parentId\n          title\n          dicCode\n          remark\n          sort\n          builtIn\n          children {\n            id\n            parentId\n            title\n            dicCode\n            remark\n            sort\n            builtIn\n          }\n        }\n      }\n    }\n  }\n": typeof types.DictCatalogTreeDocument,
    "\n  query DictValueTree($dicCode: String!) {\n    dictValueTree(dicCode: $dicCode) {\n      id\n      parentId\n      dicCode\n      value\n      title\n      sort\n      builtIn\n      children {\n        id\n        parentId\n        dicCode\n        value\n        title\n        sort\n        builtIn\n        children {\n          id\n          parentId\n          dicCode\n          value\n          title\n          sort\n          builtIn\n          children {\n            id\n            parentId\n            dicCode\n            value\n            title\n            sort\n            builtIn\n          }\n        }\n      }\n    }\n  }\n": typeof types.DictValueTreeDocument,
    "\n  mutation SaveDictCatalog($input: SaveDictCatalogInput!) {\n    saveDictCatalog(input: $input) {\n      id\n      dicCode\n    }\n  }\n": typeof types.SaveDictCatalogDocument,
    "\n  mutation DeleteDictCatalogs($ids: [ID!]!) {\n    deleteDictCatalogs(ids: $ids)\n  }\n": typeof types.DeleteDictCatalogsDocument,
    "\n  mutation SaveDictValue($input: SaveDictValueInput!) {\n    saveDictValue(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveDictValueDocument,
    "\n  mutation DeleteDictValues($ids: [ID!]!) {\n    deleteDictValues(ids: $ids)\n  }\n": typeof types.DeleteDictValuesDocument,
    "\n  query Dictionary($dicCode: String!) {\n    dictionary(dicCode: $dicCode) {\n      value\n      title\n    }\n  }\n": typeof types.DictionaryDocument,
    "\n  query ExamItemAnalysis($examId: ID!) {\n    examItemAnalysis(examId: $examId) {\n      examId\n      title\n      papers\n      alpha\n      alphaItems\n      minAttempts\n      items {\n        quId\n        quType\n        content\n        level\n        attempts\n        meanScore\n        fullScore\n        facility\n        discrimination\n        itemRestCorrelation\n        flags\n        suggestedLevel\n        unanswered\n        options {\n          id\n          abc\n          isRight\n          count\n        }\n      }\n    }\n  }\n": typeof types.ExamItemAnalysisDocument,
    "\n  mutation ApplySuggestedLevel($examId: ID!, $quId: ID!) {\n    applySuggestedLevel(examId: $examId, quId: $quId) {\n      id\n      level\n    }\n  }\n": typeof types.ApplySuggestedLevelDocument,
    "\n  query ExamTmpls {\n    examTmpls(size: 100) {\n      records {\n        id\n        title\n        groupCount\n        totalScore\n      }\n    }\n  }\n": typeof types.ExamTmplsDocument,
    "\n  query ExamTmplGroups($tmplId: ID!) {\n    examTmplGroups(tmplId: $tmplId) {\n      id\n      repoId\n      repoTitle\n      chapterId\n      chapterTitle\n      quType\n      level\n      quCount\n      quScore\n    }\n  }\n": typeof types.ExamTmplGroupsDocument,
    "\n  mutation SaveExamTmpl($examId: ID!, $title: String!) {\n    saveExamTmpl(examId: $examId, title: $title) {\n      id\n      title\n    }\n  }\n": typeof types.SaveExamTmplDocument,
    "\n  query AdminExams($input: AdminExamPageInput) {\n    adminExams(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        title\n        examType\n        examTypeText\n        offline\n        openType\n        startTime\n        endTime\n        totalTime\n        totalScore\n        state\n        listState\n        paperCount\n        canProctor\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminExamsDocument,
    "\n  query ExamDetail($id: ID!) {\n    examDetail(id: $id) {\n      id\n      title\n      content\n      examType\n      offline\n      openType\n      password\n      applyOn\n      state\n      listState\n      startTime\n      endTime\n      totalTime\n      totalScore\n      qualifyScore\n      chance\n      lateMax\n      handMin\n      staggerMinutes\n      shuffleQuestions\n      shuffleOptions\n      answerDisplay\n      partialCredit\n      camOn\n      camInterval\n      faceOn\n      faceChance\n      leaveOn\n      leaveCount\n      leaveSeconds\n      departIds\n      groupIds\n      userIds\n      proctors {\n        kind\n        id\n        name\n      }\n      paperCount\n      ruleList {\n        id\n        repoId\n        repoTitle\n        chapterId\n        chapterTitle\n        quType\n        level\n        quCount\n        quScore\n      }\n    }\n  }\n": typeof types.ExamDetailDocument,
    "\n  query ExamTitle($id: ID!) {\n    examDetail(id: $id) {\n      id\n      title\n      startTime\n      endTime\n      totalTime\n      totalScore\n      listState\n      proctors {\n        kind\n        id\n        name\n      }\n    }\n  }\n": typeof types.ExamTitleDocument,
    "\n  mutation SaveExam($input: ExamSaveInput!) {\n    saveExam(input: $input)\n  }\n": typeof types.SaveExamDocument,
    "\n  mutation SetExamState($id: ID!, $state: Int!) {\n    setExamState(id: $id, state: $state)\n  }\n": typeof types.SetExamStateDocument,
    "\n  mutation DeleteExams($ids: [ID!]!) {\n    deleteExams(ids: $ids)\n  }\n": typeof types.DeleteExamsDocument,
    "\n  query RuleQuestionCount($input: AdminQuestionPagingInput) {\n    adminQuestionPaging(input: $input) {\n      total\n    }\n  }\n": typeof types.RuleQuestionCountDocument,
    "\n  query ScopeUserName($id: ID!) {\n    adminUser(id: $id) {\n      id\n      userName\n      realName\n      familyName\n    }\n  }\n": typeof types.ScopeUserNameDocument,
    "\n  query ExamApplies($input: ExamApplyPageInput) {\n    examApplies(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        examId\n        examTitle\n        userId\n        applyUser\n        familyName\n        userName\n        applyTime\n        applyMsg\n        auditState\n        auditBy\n        auditByName\n        auditMsg\n        auditTime\n        auditUsed\n      }\n    }\n  }\n": typeof types.ExamAppliesDocument,
    "\n  mutation AuditExamApplies($input: AuditExamAppliesInput!) {\n    auditExamApplies(input: $input)\n  }\n": typeof types.AuditExamAppliesDocument,
    "\n  mutation DeleteExamApplies($ids: [ID!]!) {\n    deleteExamApplies(ids: $ids)\n  }\n": typeof types.DeleteExamAppliesDocument,
    "\n  query ExamPapers($input: ExamPaperPageInput) {\n    examPapers(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        examId\n        userId\n        realName\n        familyName\n        userName\n        deptName\n        state\n        startedAt\n        handedAt\n        userTime\n        userScore\n        objScore\n        subjScore\n        totalScore\n        qualifyScore\n        passed\n        reviewState\n        exState\n        exMsg\n        leaveTimes\n        handBy\n      }\n    }\n  }\n": typeof types.ExamPapersDocument,
    "\n  query HandedInPapers($input: HandedInPaperPageInput!) {\n    handedInPapers(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        userId\n        realName\n        familyName\n        userName\n        deptName\n        handTime\n        userTime\n        state\n        handBy\n        userScore\n        exState\n        exMsg\n        leaveTimes\n      }\n    }\n  }\n": typeof types.HandedInPapersDocument,
    "\n  mutation MarkPapersAs($input: MarkPapersAsInput!) {\n    markPapersAs(input: $input)\n  }\n": typeof types.MarkPapersAsDocument,
    "\n  mutation DeletePapers($ids: [ID!]!) {\n    deletePapers(ids: $ids)\n  }\n": typeof types.DeletePapersDocument,
    "\n  mutation GrantExtraTime($input: ExtraTimeInput!) {\n    grantExtraTime(input: $input) {\n      paperId\n      deadline\n      leftSeconds\n    }\n  }\n": typeof types.GrantExtraTimeDocument,
    "\n  query PaperReview($id: ID!) {\n    paperReview(id: $id) {\n      id\n      examId\n      examTitle\n      userId\n      realName\n      familyName\n      userName\n      deptName\n      state\n      startedAt\n      handedAt\n      userTime\n      userScore\n      objScore\n      subjScore\n      totalScore\n      qualifyScore\n      passed\n      reviewState\n      markingLeft\n      items {\n        quId\n        quType\n        sort\n        score\n        userScore\n        isRight\n        needsMarking\n        comment\n        question {\n          ...PaperQuestion_fields\n        }\n      }\n    }\n  }\n": typeof types.PaperReviewDocument,
    "\n  mutation ReviewPaper($input: ReviewPaperInput!) {\n    reviewPaper(input: $input) {\n      id\n      state\n      objScore\n      subjScore\n      userScore\n      totalScore\n      passed\n    }\n  }\n": typeof types.ReviewPaperDocument,
    "\n  query PaperMonitor($id: ID!) {\n    paperMonitor(id: $id) {\n      paperId\n      camOn\n      camInterval\n      faceOn\n      faceChance\n      faceFails\n      leaveOn\n      leaveCount\n      leaveSeconds\n      leaveTimes\n    }\n  }\n": typeof types.PaperMonitorDocument,
    "\n  mutation SaveCapture($input: CaptureSaveInput!) {\n    saveCapture(input: $input) {\n      isBreak\n      failCount\n      faceChance\n      leftChances\n      pass\n      failMsg\n      captureId\n    }\n  }\n": typeof types.SaveCaptureDocument,
    "\n  mutation CheckProcess($id: ID!) {\n    checkProcess(id: $id) {\n      leaveTimes\n      overLimit\n      leaveCount\n      leaveSeconds\n    }\n  }\n": typeof types.CheckProcessDocument,
    "\n  mutation LeaveIncr($input: LeaveIncrInput!) {\n    leaveIncr(input: $input) {\n      leaveTimes\n      overLimit\n      leaveCount\n      leaveSeconds\n    }\n  }\n": typeof types.LeaveIncrDocument,
    "\n  subscription MyExamEvents($examId: ID!) {\n    myExamEvents(examId: $examId) {\n      kind\n      examId\n      paperId\n      message\n      at\n      handBy\n      deadline\n    }\n  }\n": typeof types.MyExamEventsDocument,
    "\n  query ExamTakeOpenPaper($examId: ID!) {\n    serverTime\n    openPaper(examId: $examId) {\n      id\n      examId\n      title\n      state\n      leftSeconds\n      totalScore\n      qualifyScore\n      handMin\n      startedAt\n      deadline\n      quCount\n      answeredCount\n      items {\n        quId\n        quType\n        sort\n        score\n        answered\n        mark\n      }\n    }\n  }\n": typeof types.ExamTakeOpenPaperDocument,
    "\n  query ExamTakeQuestion($paperId: ID!, $quId: ID!) {\n    paperQuestion(paperId: $paperId, quId: $quId) {\n      id\n      quId\n      paperId\n      sort\n      quType\n      level\n      content\n      answered\n      mark\n      score\n      seq\n      answer\n      blanks\n      matchChoices\n      options {\n        id\n        abc\n        content\n        image\n        checked\n      }\n      pairs {\n        leftId\n        text\n      }\n      subList {\n        id\n        quType\n        level\n        content\n        answered\n        answer\n        blanks\n        matchChoices\n        options {\n          id\n          abc\n          content\n          image\n          checked\n        }\n        pairs {\n          leftId\n          text\n        }\n      }\n    }\n  }\n": typeof types.ExamTakeQuestionDocument,
    "\n  mutation ExamTakeFillAnswer($input: FillAnswerInput!) {\n    fillAnswer(input: $input) {\n      applied\n      seq\n    }\n  }\n": typeof types.ExamTakeFillAnswerDocument,
    "\n  query ExamTakeLeftTime($id: ID!) {\n    paperLeftTime(id: $id)\n    serverTime\n  }\n": typeof types.ExamTakeLeftTimeDocument,
    "\n  mutation ExamTakeHandExam($id: ID!) {\n    handExam(id: $id) {\n      id\n      state\n      userScore\n      totalScore\n      passed\n    }\n  }\n": typeof types.ExamTakeHandExamDocument,
    "\n  query WatchStat($examId: ID!) {\n    watchStat(examId: $examId) {\n      requireCount\n      processCount\n      handCount\n      missCount\n      onlineCount\n    }\n  }\n": typeof types.WatchStatDocument,
    "\n  query WatchRows($query: WatchRowQuery!, $current: Int, $size: Int) {\n    watchRows(query: $query, current: $current, size: $size) {\n      total\n      pages\n      current\n      size\n      records {\n        id\n        userId\n        realName\n        userName\n        deptName\n        online\n        lastSeen\n        answerCount\n        quCount\n        leaveTimes\n        faceFails\n        image\n      }\n    }\n  }\n": typeof types.WatchRowsDocument,
    "\n  query WatchExamTitle($id: ID!) {\n    examDetail(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.WatchExamTitleDocument,
    "\n  subscription ExamWatchEvents($examId: ID!) {\n    examWatchEvents(examId: $examId) {\n      kind\n      examId\n      userId\n      paperId\n      at\n      online\n      answered\n      total\n      leaveTimes\n      leaveSeconds\n      snapshotUrl\n      facePass\n      faceScore\n      failCount\n      handBy\n      exState\n      exMsg\n      deadline\n    }\n  }\n": typeof types.ExamWatchEventsDocument,
    "\n  mutation SendWatchMessage($input: WatchMessageInput!) {\n    sendWatchMessage(input: $input) {\n      success\n      fail\n    }\n  }\n": typeof types.SendWatchMessageDocument,
    "\n  mutation ForceHand($input: ForceHandInput!) {\n    forceHand(input: $input)\n  }\n": typeof types.ForceHandDocument,
    "\n  mutation ForceHandAll($input: ForceHandAllInput!) {\n    forceHandAll(input: $input) {\n      success\n      fail\n    }\n  }\n": typeof types.ForceHandAllDocument,
    "\n  query PaperEvents($paperId: ID!) {\n    paperEvents(paperId: $paperId) {\n      paperId\n      realName\n      state\n      exState\n      exMsg\n      leaveTimes\n      faceFails\n      leaves {\n        id\n        startedAt\n        seconds\n        leaveTimes\n      }\n      captures {\n        id\n        createdAt\n        url\n        facePass\n        faceScore\n        faceMsg\n        failCount\n      }\n    }\n  }\n": typeof types.PaperEventsDocument,
    "\n  query LearnerExams($input: LearnerExamPageInput) {\n    learnerExams(input: $input) {\n      total\n      pages\n      records {\n        id\n        title\n        examType\n        examTypeText\n        offline\n        openType\n        startTime\n        endTime\n        totalTime\n        totalScore\n        qualifyScore\n        chance\n        attemptsUsed\n        listState\n        applyOn\n        applyState\n        admitted\n        openPaperId\n      }\n    }\n  }\n": typeof types.LearnerExamsDocument,
    "\n  mutation ApplyExam($input: ExamApplyInput!) {\n    applyExam(input: $input) {\n      id\n      auditState\n    }\n  }\n": typeof types.ApplyExamDocument,
    "\n  query ExamCheckInfo($id: ID!) {\n    examCheckInfo(id: $id) {\n      id\n      title\n      content\n      examType\n      examTypeText\n      openType\n      needsPassword\n      startTime\n      endTime\n      totalTime\n      totalScore\n      qualifyScore\n      chance\n      attemptsUsed\n      attemptsLeft\n      lateMax\n      handMin\n      camOn\n      faceOn\n      leaveOn\n      staggerMinutes\n      startSlot\n      startSlotIn\n      realNameRequired\n      listState\n      openPaperId\n      rules {\n        quType\n        quCount\n        quScore\n        totalScore\n      }\n      startBlock {\n        code\n        subCode\n        message\n      }\n    }\n  }\n": typeof types.ExamCheckInfoDocument,
    "\n  mutation CreatePaper($input: CreatePaperInput!) {\n    createPaper(input: $input) {\n      id\n    }\n  }\n": typeof types.CreatePaperDocument,
    "\n  fragment PaperQuestion_fields on PaperQuestion {\n    id\n    quId\n    sort\n    quType\n    level\n    content\n    answered\n    isRight\n    analysis\n    answer\n    blanks\n    referenceAnswer\n    rightBlanks\n    matchChoices\n    options {\n      id\n      abc\n      content\n      image\n      checked\n      isRight\n    }\n    pairs {\n      leftId\n      text\n    }\n    rightPairs {\n      leftId\n      text\n    }\n    subList {\n      id\n      quType\n      level\n      content\n      answered\n      isRight\n      analysis\n      answer\n      blanks\n      referenceAnswer\n      rightBlanks\n      matchChoices\n      options {\n        id\n        abc\n        content\n        image\n        checked\n        isRight\n      }\n      pairs {\n        leftId\n        text\n      }\n      rightPairs {\n        leftId\n        text\n      }\n    }\n  }\n": typeof types.PaperQuestion_FieldsFragmentDoc,
    "\n  query PaperResult($id: ID!) {\n    paperResult(id: $id) {\n      id\n      examId\n      title\n      state\n      userTime\n      startedAt\n      handedAt\n      totalScore\n      qualifyScore\n      objScore\n      subjScore\n      userScore\n      passed\n      reviewState\n      answerDisplay\n      answersFrom\n      answersVisible\n      answersHeldByExam\n      items {\n        quId\n        quType\n        sort\n        score\n        userScore\n        isRight\n        needsMarking\n        comment\n        question {\n          ...PaperQuestion_fields\n        }\n      }\n    }\n  }\n": typeof types.PaperResultDocument,
    "\n  query MyPapers($input: MyPaperPageInput) {\n    myPapers(input: $input) {\n      total\n      pages\n      records {\n        id\n        examId\n        examTitle\n        state\n        startedAt\n        handedAt\n        userTime\n        totalScore\n        qualifyScore\n        userScore\n        passed\n        reviewState\n      }\n    }\n  }\n": typeof types.MyPapersDocument,
    "\n  query ExamWrongQuestions($input: WrongBookQuestionPageInput) {\n    wrongBookQuestions(input: $input) {\n      total\n      current\n      size\n      records {\n        quId\n        quType\n        repoId\n        repoTitle\n        title\n        wrongCount\n        rightStreak\n        lastWrongAt\n      }\n    }\n  }\n": typeof types.ExamWrongQuestionsDocument,
    "\n  query GroupPaging($input: GroupPagingInput) {\n    groupPaging(input: $input) {\n      total\n      records {\n        id\n        groupName\n        remark\n        memberCount\n        createTime\n      }\n    }\n  }\n": typeof types.GroupPagingDocument,
    "\n  mutation CreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateGroupDocument,
    "\n  mutation UpdateGroup($input: UpdateGroupInput!) {\n    updateGroup(input: $input) {\n      id\n      groupName\n      remark\n    }\n  }\n": typeof types.UpdateGroupDocument,
    "\n  mutation DeleteGroups($ids: [ID!]!) {\n    deleteGroups(ids: $ids)\n  }\n": typeof types.DeleteGroupsDocument,
    "\n  query GroupMemberPaging($input: GroupMemberPagingInput!) {\n    groupMemberPaging(input: $input) {\n      total\n      records {\n        id\n        userId\n        userName\n        realName\n        deptName\n        mobile\n        joinTime\n      }\n    }\n  }\n": typeof types.GroupMemberPagingDocument,
    "\n  mutation JoinGroups($input: GroupMembershipInput!) {\n    joinGroups(input: $input)\n  }\n": typeof types.JoinGroupsDocument,
    "\n  mutation RemoveGroupMembers($ids: [ID!]!) {\n    removeGroupMembers(ids: $ids)\n  }\n": typeof types.RemoveGroupMembersDocument,
    "\n  query LearnerHome {\n    me {\n      id\n      ...UserBanner_user\n    }\n  }\n": typeof types.LearnerHomeDocument,
    "\n  fragment UserBanner_user on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    className\n    deptCodeDictText\n    avatar\n    points\n  }\n": typeof types.UserBanner_UserFragmentDoc,
    "\n  query Licence {\n    licence {\n      state\n      keyConfigured\n      licensee\n      seats\n      usedSeats\n      expireTime\n    }\n  }\n": typeof types.LicenceDocument,
    "\n  mutation UploadLicence($file: String!) {\n    uploadLicence(file: $file) {\n      state\n      keyConfigured\n      licensee\n      seats\n      usedSeats\n      expireTime\n    }\n  }\n": typeof types.UploadLicenceDocument,
    "\n  fragment MessageRow on Message {\n    id\n    title\n    content\n    createTime\n    readState\n  }\n": typeof types.MessageRowFragmentDoc,
    "\n  query MyMessages($readState: Int, $current: Int, $size: Int) {\n    myMessages(readState: $readState, current: $current, size: $size) {\n      total\n      records {\n        ...MessageRow\n      }\n    }\n  }\n": typeof types.MyMessagesDocument,
    "\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n": typeof types.UnreadMessageCountDocument,
    "\n  subscription UnreadMessageCountChanged {\n    unreadMessageCountChanged\n  }\n": typeof types.UnreadMessageCountChangedDocument,
    "\n  mutation ReadMessage($id: ID!) {\n    readMessage(id: $id) {\n      ...MessageRow\n    }\n  }\n": typeof types.ReadMessageDocument,
    "\n  mutation MarkMessagesRead($ids: [ID!]!) {\n    markMessagesRead(ids: $ids)\n  }\n": typeof types.MarkMessagesReadDocument,
    "\n  mutation DeleteMyMessages($ids: [ID!]!) {\n    deleteMyMessages(ids: $ids)\n  }\n": typeof types.DeleteMyMessagesDocument,
    "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      recipients\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  query MessageSends($current: Int, $size: Int) {\n    messageSends(current: $current, size: $size) {\n      total\n      records {\n        id\n        title\n        content\n        sendByName\n        recipients\n        userCount\n        groupCount\n        deptCount\n        createTime\n      }\n    }\n  }\n": typeof types.MessageSendsDocument,
    "\n  query Notices($input: NoticePagingInput) {\n    notices(input: $input) {\n      total\n      records {\n        id\n        title\n        state\n        publishTime\n        createByName\n        updateTime\n      }\n    }\n  }\n": typeof types.NoticesDocument,
    "\n  query Notice($id: ID!) {\n    notice(id: $id) {\n      id\n      title\n      content\n      state\n      publishTime\n      createByName\n    }\n  }\n": typeof types.NoticeDocument,
    "\n  mutation SaveNotice($input: SaveNoticeInput!) {\n    saveNotice(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveNoticeDocument,
    "\n  mutation DeleteNotices($ids: [ID!]!) {\n    deleteNotices(ids: $ids)\n  }\n": typeof types.DeleteNoticesDocument,
    "\n  query NotifyTmpls($title: String, $current: Int, $size: Int) {\n    notifyTmpls(title: $title, current: $current, size: $size) {\n      total\n      records {\n        id\n        title\n        msgTitle\n        content\n        channels\n        updateTime\n      }\n    }\n  }\n": typeof types.NotifyTmplsDocument,
    "\n  mutation SaveNotifyTmpl($input: SaveNotifyTmplInput!) {\n    saveNotifyTmpl(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveNotifyTmplDocument,
    "\n  mutation DeleteNotifyTmpls($ids: [ID!]!) {\n    deleteNotifyTmpls(ids: $ids)\n  }\n": typeof types.DeleteNotifyTmplsDocument,
    "\n  mutation PrepareExamNotify($examId: ID!, $tmplId: ID!) {\n    prepareExamNotify(examId: $examId, tmplId: $tmplId) {\n      ...NotifyJobProgress\n    }\n  }\n": typeof types.PrepareExamNotifyDocument,
    "\n  fragment NotifyJobProgress on NotifyJob {\n    id\n    state\n    total\n    sent\n    smsSent\n    smsFailed\n    progress\n    failReason\n  }\n": typeof types.NotifyJobProgressFragmentDoc,
    "\n  query NotifyJob($id: ID!) {\n    notifyJob(id: $id) {\n      ...NotifyJobProgress\n    }\n  }\n": typeof types.NotifyJobDocument,
    "\n  query DepartmentTree {\n    departmentTree {\n      id\n      parentId\n      deptCode\n      deptName\n      sort\n      children {\n        id\n        parentId\n        deptCode\n        deptName\n        sort\n        children {\n          id\n          parentId\n          deptCode\n          deptName\n          sort\n          children {\n            id\n            parentId\n            deptCode\n            deptName\n            sort\n            children {\n              id\n              parentId\n              deptCode\n              deptName\n              sort\n              children {\n                id\n                parentId\n                deptCode\n                deptName\n                sort\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.DepartmentTreeDocument,
    "\n  query DepartmentDetail($id: ID!) {\n    department(id: $id) {\n      id\n      parentId\n      parentName\n      deptCode\n      deptName\n      sort\n      createTime\n      updateTime\n    }\n  }\n": typeof types.DepartmentDetailDocument,
    "\n  mutation SaveDepartment($input: SaveDepartmentInput!) {\n    saveDepartment(input: $input) {\n      id\n      parentId\n      parentName\n      deptCode\n      deptName\n      sort\n      createTime\n      updateTime\n    }\n  }\n": typeof types.SaveDepartmentDocument,
    "\n  mutation DeleteDepartments($ids: [ID!]!) {\n    deleteDepartments(ids: $ids)\n  }\n": typeof types.DeleteDepartmentsDocument,
    "\n  mutation SortDepartment($id: ID!, $sort: Int!) {\n    sortDepartment(id: $id, sort: $sort)\n  }\n": typeof types.SortDepartmentDocument,
    "\n  mutation StartPaperExport($input: StartPaperExportInput!) {\n    startPaperExport(input: $input) {\n      id\n    }\n  }\n": typeof types.StartPaperExportDocument,
    "\n  query PaperExportJob($id: ID!) {\n    paperExportJob(id: $id) {\n      id\n      kind\n      state\n      progress\n      total\n      imported\n      failReason\n      failMessage\n      fileName\n      hasResult\n      hasErrorReport\n      downloadPath\n      examId\n      format\n      resultSize\n      expireTime\n      expired\n      createTime\n      finishTime\n    }\n  }\n": typeof types.PaperExportJobDocument,
    "\n  query PaperExportJobs($examId: ID, $current: Int, $size: Int) {\n    paperExportJobs(examId: $examId, current: $current, size: $size) {\n      total\n      current\n      size\n      records {\n        id\n        kind\n        state\n        progress\n        total\n        imported\n        failReason\n        failMessage\n        fileName\n        hasResult\n        hasErrorReport\n        downloadPath\n        examId\n        format\n        resultSize\n        expireTime\n        expired\n        createTime\n        finishTime\n      }\n    }\n  }\n": typeof types.PaperExportJobsDocument,
    "\n  query MyPoints($current: Int, $size: Int) {\n    myPoints(current: $current, size: $size) {\n      total\n      records {\n        id\n        refRemark\n        createTime\n        points\n        balance\n      }\n    }\n  }\n": typeof types.MyPointsDocument,
    "\n  query PointsRules {\n    pointsRules {\n      code\n      points\n      enabled\n    }\n  }\n": typeof types.PointsRulesDocument,
    "\n  mutation SavePointsRules($rules: [PointsRuleInput!]!) {\n    savePointsRules(rules: $rules) {\n      code\n      points\n      enabled\n    }\n  }\n": typeof types.SavePointsRulesDocument,
    "\n  mutation UpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input)\n  }\n": typeof types.UpdatePasswordDocument,
    "\n  fragment ProfileForm_user on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    className\n    deptCodeDictText\n  }\n": typeof types.ProfileForm_UserFragmentDoc,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileForm_user\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query ProfilePage {\n    me {\n      id\n      ...ProfileForm_user\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  query AdminQuestionPaging($input: AdminQuestionPagingInput) {\n    adminQuestionPaging(input: $input) {\n      current\n      size\n      total\n      records {\n        id\n        repoId\n        repoTitle\n        chapterId\n        chapterTitle\n        quType\n        level\n        contentText\n        optionCount\n        subCount\n        updateTime\n      }\n    }\n  }\n": typeof types.AdminQuestionPagingDocument,
    "\n  query AdminQuestion($id: ID!) {\n    adminQuestion(id: $id) {\n      id\n      repoId\n      chapterId\n      quType\n      level\n      content\n      analysis\n      answerList {\n        id\n        abc\n        content\n        image\n        isRight\n        answer\n      }\n      subList {\n        id\n        quType\n        level\n        content\n        analysis\n        answerList {\n          id\n          abc\n          content\n          image\n          isRight\n          answer\n        }\n      }\n    }\n  }\n": typeof types.AdminQuestionDocument,
    "\n  mutation SaveQuestion($input: SaveQuestionInput!) {\n    saveQuestion(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveQuestionDocument,
    "\n  mutation DeleteQuestions($ids: [ID!]!) {\n    deleteQuestions(ids: $ids)\n  }\n": typeof types.DeleteQuestionsDocument,
    "\n  query RepoOptions {\n    repoPaging(input: { size: 100 }) {\n      total\n      records {\n        id\n        title\n      }\n    }\n  }\n": typeof types.RepoOptionsDocument,
    "\n  query RepoChapterOptions($repoId: ID!) {\n    repoChapters(repoId: $repoId) {\n      id\n      title\n      quCount\n    }\n  }\n": typeof types.RepoChapterOptionsDocument,
    "\n  fragment AdminMenuFields on AdminMenu {\n    id\n    parentId\n    menuType\n    metaTitle\n    name\n    path\n    component\n    redirect\n    permissionTag\n    metaIcon\n    hidden\n    sort\n  }\n": typeof types.AdminMenuFieldsFragmentDoc,
    "\n  query MenuTree($input: MenuTreeInput) {\n    menuTree(input: $input) {\n      id\n      parentId\n      menuType\n      metaTitle\n      name\n      path\n      component\n      redirect\n      permissionTag\n      metaIcon\n      hidden\n      sort\n      children {\n        id\n        parentId\n        menuType\n        metaTitle\n        name\n        path\n        component\n        redirect\n        permissionTag\n        metaIcon\n        hidden\n        sort\n        children {\n          id\n          parentId\n          menuType\n          metaTitle\n          name\n          path\n          component\n          redirect\n          permissionTag\n          metaIcon\n          hidden\n          sort\n          children {\n            id\n            parentId\n            menuType\n            metaTitle\n            name\n            path\n            component\n            redirect\n            permissionTag\n            metaIcon\n            hidden\n            sort\n            children {\n              id\n              parentId\n              menuType\n              metaTitle\n              name\n              path\n              component\n              redirect\n              permissionTag\n              metaIcon\n              hidden\n              sort\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MenuTreeDocument,
    "\n  mutation CreateMenu($input: CreateMenuInput!) {\n    createMenu(input: $input) {\n      ...AdminMenuFields\n    }\n  }\n": typeof types.CreateMenuDocument,
    "\n  mutation UpdateMenu($input: UpdateMenuInput!) {\n    updateMenu(input: $input) {\n      ...AdminMenuFields\n    }\n  }\n": typeof types.UpdateMenuDocument,
    "\n  mutation DeleteMenus($ids: [ID!]!) {\n    deleteMenus(ids: $ids)\n  }\n": typeof types.DeleteMenusDocument,
    "\n  mutation SortMenu($id: ID!, $sort: Int!) {\n    sortMenu(id: $id, sort: $sort) {\n      id\n      sort\n    }\n  }\n": typeof types.SortMenuDocument,
    "\n  query RoleList($input: RoleListInput) {\n    roles(input: $input) {\n      id\n      roleName\n      roleType\n      roleLevel\n      userCount\n      editable\n      createTime\n    }\n  }\n": typeof types.RoleListDocument,
    "\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateRoleDocument,
    "\n  mutation UpdateRole($input: UpdateRoleInput!) {\n    updateRole(input: $input) {\n      id\n      roleName\n      roleType\n      roleLevel\n    }\n  }\n": typeof types.UpdateRoleDocument,
    "\n  mutation DeleteRoles($ids: [ID!]!) {\n    deleteRoles(ids: $ids)\n  }\n": typeof types.DeleteRolesDocument,
    "\n  query RoleMenus($id: ID!) {\n    roleMenuIds(id: $id)\n    grantableMenus {\n      id\n      menuType\n      metaTitle\n      permissionTag\n      children {\n        id\n        menuType\n        metaTitle\n        permissionTag\n        children {\n          id\n          menuType\n          metaTitle\n          permissionTag\n          children {\n            id\n            menuType\n            metaTitle\n            permissionTag\n            children {\n              id\n              menuType\n              metaTitle\n              permissionTag\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.RoleMenusDocument,
    "\n  mutation SaveRoleMenus($input: SaveRoleMenusInput!) {\n    saveRoleMenus(input: $input)\n  }\n": typeof types.SaveRoleMenusDocument,
    "\n  query RealNameRecords($input: RealNamePageInput) {\n    realNameRecords(input: $input) {\n      total\n      pages\n      current\n      size\n      records {\n        id\n        userId\n        userName\n        realName\n        face\n        idCard\n        state\n        auditMsg\n        auditByName\n        auditTime\n        submitTime\n        approved\n        idCardHeldByOther\n      }\n    }\n  }\n": typeof types.RealNameRecordsDocument,
    "\n  mutation AuditRealName($input: AuditRealNameInput!) {\n    auditRealName(input: $input) {\n      id\n      state\n      auditMsg\n    }\n  }\n": typeof types.AuditRealNameDocument,
    "\n  mutation AutoAuditRealName($id: ID!) {\n    autoAuditRealName(id: $id) {\n      id\n      state\n      auditMsg\n    }\n  }\n": typeof types.AutoAuditRealNameDocument,
    "\n  mutation FaceChallenge($input: FaceChallengeInput!) {\n    faceChallenge(input: $input) {\n      challengeId\n      steps\n      validSeconds\n      level\n    }\n  }\n": typeof types.FaceChallengeDocument,
    "\n  query MyRealName {\n    myRealName {\n      id\n      realName\n      face\n      idCard\n      state\n      auditMsg\n      submitTime\n      auditTime\n      approved\n      approvedRealName\n      approvedIdCard\n      approvedTime\n    }\n    switchConfig {\n      realPerson\n      faceAudit\n    }\n  }\n": typeof types.MyRealNameDocument,
    "\n  mutation SubmitRealName($input: SubmitRealNameInput!) {\n    submitRealName(input: $input) {\n      id\n      state\n    }\n  }\n": typeof types.SubmitRealNameDocument,
    "\n  mutation FaceCheck($input: FaceCheckInput!) {\n    faceCheck(input: $input) {\n      pass\n      failMsg\n      faceToken\n      realName\n      idCard\n    }\n  }\n": typeof types.FaceCheckDocument,
    "\n  query AdminRepoPaging($input: RepoPagingInput) {\n    repoPaging(input: $input) {\n      current\n      size\n      total\n      records {\n        id\n        title\n        remark\n        quCount\n        objCount\n        subjCount\n        createTime\n        updateTime\n      }\n    }\n  }\n": typeof types.AdminRepoPagingDocument,
    "\n  query AdminRepoDetail($id: ID!) {\n    repoDetail(id: $id) {\n      id\n      title\n      remark\n      chapters {\n        id\n        title\n        sort\n        quCount\n      }\n    }\n  }\n": typeof types.AdminRepoDetailDocument,
    "\n  mutation SaveRepo($input: SaveRepoInput!) {\n    saveRepo(input: $input) {\n      id\n      title\n      remark\n      chapters {\n        id\n        title\n        sort\n        quCount\n      }\n    }\n  }\n": typeof types.SaveRepoDocument,
    "\n  mutation DeleteRepos($ids: [ID!]!) {\n    deleteRepos(ids: $ids)\n  }\n": typeof types.DeleteReposDocument,
    "\n  fragment QuestionJob_fields on QuestionJob {\n    id\n    kind\n    state\n    progress\n    total\n    imported\n    failed\n    fileName\n    failReason\n    failMessage\n    hasErrorReport\n    hasResult\n    downloadPath\n    errors {\n      row\n      field\n      fieldName\n      message\n    }\n  }\n": typeof types.QuestionJob_FieldsFragmentDoc,
    "\n  mutation StartQuestionExport($repoId: ID!) {\n    startQuestionExport(repoId: $repoId) {\n      ...QuestionJob_fields\n    }\n  }\n": typeof types.StartQuestionExportDocument,
    "\n  query QuestionJob($id: ID!) {\n    questionJob(id: $id) {\n      ...QuestionJob_fields\n    }\n  }\n": typeof types.QuestionJobDocument,
    "\n  query LearnerRepoPaging($input: RepoPagingInput) {\n    repoPaging(input: $input) {\n      current\n      size\n      total\n      records {\n        id\n        title\n        remark\n        quCount\n        objCount\n        subjCount\n      }\n    }\n  }\n": typeof types.LearnerRepoPagingDocument,
    "\n  query LearnerRepoDetail($id: ID!) {\n    repoDetail(id: $id) {\n      id\n      title\n      remark\n      quCount\n      objCount\n      subjCount\n      typeCounts {\n        quType\n        count\n      }\n      chapters {\n        id\n        title\n        quCount\n      }\n    }\n  }\n": typeof types.LearnerRepoDetailDocument,
    "\n  query RepoWrongCount($repoId: ID!) {\n    wrongBookQuestions(input: { repoId: $repoId, size: 1 }) {\n      total\n    }\n  }\n": typeof types.RepoWrongCountDocument,
    "\n  query SmsOutbox($input: SmsOutboxPagingInput) {\n    smsOutbox(input: $input) {\n      total\n      records {\n        id\n        mobile\n        smsType\n        content\n        createTime\n      }\n    }\n  }\n": typeof types.SmsOutboxDocument,
    "\n  query DepartmentTreeSelect {\n    departmentTreeSelect {\n      id\n      deptCode\n      deptName\n      children {\n        id\n        deptCode\n        deptName\n        children {\n          id\n          deptCode\n          deptName\n          children {\n            id\n            deptCode\n            deptName\n            children {\n              id\n              deptCode\n              deptName\n              children {\n                id\n                deptCode\n                deptName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.DepartmentTreeSelectDocument,
    "\n  query RoleOptions {\n    roles {\n      id\n      roleName\n      roleLevel\n      roleType\n      editable\n    }\n  }\n": typeof types.RoleOptionsDocument,
    "\n  query GroupOptions($title: String) {\n    groupPaging(input: { current: 1, size: 100, title: $title }) {\n      total\n      records {\n        id\n        groupName\n        memberCount\n      }\n    }\n  }\n": typeof types.GroupOptionsDocument,
    "\n  query UserSelectPaging($input: AdminUserPagingInput) {\n    adminUserPaging(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        userName\n        realName\n        familyName\n        deptCode\n        deptCodeDictText\n        mobile\n        email\n        state\n      }\n    }\n  }\n": typeof types.UserSelectPagingDocument,
    "\n  query RepoPickPaging($input: RepoPagingInput) {\n    repoPaging(input: $input) {\n      total\n      records {\n        id\n        title\n        quCount\n        objCount\n        subjCount\n      }\n    }\n  }\n": typeof types.RepoPickPagingDocument,
    "\n  query AdminExamPickPaging($input: AdminExamPageInput) {\n    adminExams(input: $input) {\n      total\n      records {\n        id\n        title\n        examType\n        examTypeText\n        offline\n        startTime\n        totalScore\n      }\n    }\n  }\n": typeof types.AdminExamPickPagingDocument,
    "\n  query LearnerExamPickPaging($input: LearnerExamPageInput) {\n    learnerExams(input: $input) {\n      total\n      records {\n        id\n        title\n        examType\n        examTypeText\n        offline\n        startTime\n        totalScore\n      }\n    }\n  }\n": typeof types.LearnerExamPickPagingDocument,
    "\n  query TmplPickPaging($title: String, $size: Int) {\n    notifyTmpls(title: $title, current: 1, size: $size) {\n      total\n      records {\n        id\n        title\n        channels\n      }\n    }\n  }\n": typeof types.TmplPickPagingDocument,
    "\n  query UserPickPaging($input: AdminUserPagingInput) {\n    adminUserPaging(input: $input) {\n      total\n      records {\n        id\n        userName\n        realName\n        familyName\n        deptCodeDictText\n        mobile\n      }\n    }\n  }\n": typeof types.UserPickPagingDocument,
    "\n  fragment TrainingQuestion_fields on TrainingQuestion {\n    id\n    quId\n    trainId\n    sort\n    quType\n    level\n    content\n    answered\n    isRight\n    analysis\n    answer\n    blanks\n    referenceAnswer\n    rightBlanks\n    matchChoices\n    options {\n      id\n      abc\n      content\n      image\n      checked\n      isRight\n    }\n    pairs {\n      leftId\n      text\n    }\n    rightPairs {\n      leftId\n      text\n    }\n    subList {\n      id\n      quType\n      level\n      content\n      answered\n      isRight\n      analysis\n      answer\n      blanks\n      referenceAnswer\n      rightBlanks\n      matchChoices\n      options {\n        id\n        abc\n        content\n        image\n        checked\n        isRight\n      }\n      pairs {\n        leftId\n        text\n      }\n      rightPairs {\n        leftId\n        text\n      }\n    }\n  }\n": typeof types.TrainingQuestion_FieldsFragmentDoc,
    "\n  fragment Training_header on Training {\n    id\n    kind\n    mode\n    modeText\n    repoId\n    examId\n    repoTitle\n    title\n    state\n    total\n    answered\n    rightCount\n    percent\n    createdAt\n    updatedAt\n  }\n": typeof types.Training_HeaderFragmentDoc,
    "\n  mutation StartTraining($input: StartTrainingInput!) {\n    startTraining(input: $input) {\n      ...Training_header\n    }\n  }\n": typeof types.StartTrainingDocument,
    "\n  query TrainingQuestion($input: TrainingQuestionInput!) {\n    trainingQuestion(input: $input) {\n      ...TrainingQuestion_fields\n    }\n  }\n": typeof types.TrainingQuestionDocument,
    "\n  mutation CheckTrainingAnswer($input: TrainingAnswerInput!) {\n    checkTrainingAnswer(input: $input) {\n      ...TrainingQuestion_fields\n    }\n  }\n": typeof types.CheckTrainingAnswerDocument,
    "\n  mutation FillTrainingAnswer($input: TrainingAnswerInput!) {\n    fillTrainingAnswer(input: $input) {\n      ...TrainingQuestion_fields\n    }\n  }\n": typeof types.FillTrainingAnswerDocument,
    "\n  query TrainingCard($id: ID!) {\n    trainingCard(id: $id) {\n      id\n      kind\n      mode\n      state\n      total\n      answered\n      rightCount\n      wrongCount\n      percent\n      items {\n        quId\n        quType\n        sort\n        answered\n        isRight\n      }\n    }\n  }\n": typeof types.TrainingCardDocument,
    "\n  query TrainingDetail($id: ID!) {\n    training(id: $id) {\n      ...Training_header\n    }\n  }\n": typeof types.TrainingDetailDocument,
    "\n  mutation FinishTraining($id: ID!) {\n    finishTraining(id: $id) {\n      ...Training_header\n    }\n  }\n": typeof types.FinishTrainingDocument,
    "\n  query MyTrainings($input: TrainingPageInput) {\n    myTrainings(input: $input) {\n      current\n      size\n      total\n      pages\n      records {\n        ...Training_header\n      }\n    }\n  }\n": typeof types.MyTrainingsDocument,
    "\n  query QuestionDetail($id: ID!) {\n    questionDetail(id: $id) {\n      repoId\n      repoTitle\n      chapterTitle\n      question {\n        ...TrainingQuestion_fields\n      }\n    }\n  }\n": typeof types.QuestionDetailDocument,
    "\n  query UserSettings {\n    me {\n      id\n      mobile\n      smsNotify\n    }\n  }\n": typeof types.UserSettingsDocument,
    "\n  mutation UpdateMySettings($input: UpdateSettingsInput!) {\n    updateMySettings(input: $input) {\n      id\n      smsNotify\n    }\n  }\n": typeof types.UpdateMySettingsDocument,
    "\n  query AdminUserPaging($input: AdminUserPagingInput) {\n    adminUserPaging(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        userName\n        realName\n        familyName\n        className\n        deptCode\n        deptCodeDictText\n        mobile\n        email\n        state\n        expireTime\n        roles\n        roleNames\n        builtIn\n        createTime\n      }\n    }\n  }\n": typeof types.AdminUserPagingDocument,
    "\n  mutation SaveUser($input: SaveUserInput!) {\n    saveUser(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveUserDocument,
    "\n  mutation BatchUserDept($ids: [ID!]!, $deptCode: String!) {\n    batchUserDept(ids: $ids, deptCode: $deptCode)\n  }\n": typeof types.BatchUserDeptDocument,
    "\n  mutation BatchUserRole($ids: [ID!]!, $roles: [ID!]!) {\n    batchUserRole(ids: $ids, roles: $roles)\n  }\n": typeof types.BatchUserRoleDocument,
    "\n  mutation BatchUserExpire($ids: [ID!]!, $expireTime: String) {\n    batchUserExpire(ids: $ids, expireTime: $expireTime)\n  }\n": typeof types.BatchUserExpireDocument,
    "\n  mutation SetUserState($ids: [ID!]!, $state: Int!) {\n    setUserState(ids: $ids, state: $state)\n  }\n": typeof types.SetUserStateDocument,
    "\n  mutation ChangeUserPassword($input: ChangeUserPasswordInput!) {\n    changeUserPassword(input: $input)\n  }\n": typeof types.ChangeUserPasswordDocument,
    "\n  mutation StartUserExport($input: UserExportInput) {\n    startUserExport(input: $input) {\n      id\n      state\n      progress\n    }\n  }\n": typeof types.StartUserExportDocument,
    "\n  query UserTransferJob($id: ID!) {\n    userTransferJob(id: $id) {\n      id\n      kind\n      state\n      progress\n      total\n      imported\n      failed\n      failReason\n      failMessage\n      fileName\n      hasResult\n      hasErrorReport\n      downloadPath\n      errors {\n        row\n        field\n        fieldName\n        subCode\n        message\n      }\n    }\n  }\n": typeof types.UserTransferJobDocument,
    "\n  query WrongBookRepos($input: WrongBookRepoPageInput) {\n    wrongBookRepos(input: $input) {\n      total\n      records {\n        repoId\n        repoTitle\n        quCount\n        wrongCount\n        lastWrongAt\n      }\n    }\n  }\n": typeof types.WrongBookReposDocument,
    "\n  query WrongBookQuestions($input: WrongBookQuestionPageInput) {\n    wrongBookQuestions(input: $input) {\n      total\n      current\n      size\n      records {\n        quId\n        quType\n        repoId\n        repoTitle\n        title\n        wrongCount\n        rightStreak\n        lastWrongAt\n      }\n    }\n  }\n": typeof types.WrongBookQuestionsDocument,
};
const documents: Documents = {
    "\n          query LicenceProbe {\n            adminUserPaging {\n              total\n            }\n          }\n        ": types.LicenceProbeDocument,
    "\n  subscription SessionRevoked {\n    sessionRevoked\n  }\n": types.SessionRevokedDocument,
    "\n  fragment ShellUser on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    avatar\n    roleType\n  }\n": types.ShellUserFragmentDoc,
    "\n  query SessionBootstrap {\n    me {\n      id\n      roleType\n      permissions\n      ...ShellUser\n    }\n    # Menus are at most four levels deep (container > group > view > hidden detail).\n    myRoutes {\n      id\n      name\n      path\n      component\n      redirect\n      hidden\n      meta {\n        title\n        icon\n      }\n      children {\n        id\n        name\n        path\n        component\n        redirect\n        hidden\n        meta {\n          title\n          icon\n        }\n        children {\n          id\n          name\n          path\n          component\n          redirect\n          hidden\n          meta {\n            title\n            icon\n          }\n          children {\n            id\n            name\n            path\n            component\n            redirect\n            hidden\n            meta {\n              title\n              icon\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SessionBootstrapDocument,
    "\n  query SitePublicConfig {\n    sitePublicConfig {\n      siteName\n      backLogo\n      frontLogo\n      copyRight\n      moduleExam\n      moduleCourse\n      captchaEnabled\n    }\n  }\n": types.SitePublicConfigDocument,
    "\n  query AuditLogs($input: AuditLogPagingInput) {\n    auditLogs(input: $input) {\n      total\n      records {\n        id\n        actorId\n        actorName\n        action\n        targetType\n        targetId\n        outcome\n        errorName\n        errorCode\n        detail\n        ip\n        createTime\n      }\n    }\n  }\n": types.AuditLogsDocument,
    "\n  mutation FaceLogin($input: FaceLoginInput!) {\n    faceLogin(input: $input) {\n      token\n      user {\n        id\n        roleType\n      }\n    }\n  }\n": types.FaceLoginDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        roleType\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  query LoginSwitches {\n    switchConfig {\n      faceLogin\n      mobileLogin\n      userReg\n      userDeptType\n      wechatLogin\n      cropLogin\n      dingLogin\n    }\n  }\n": types.LoginSwitchesDocument,
    "\n  mutation SendSmsCode($input: SendSmsCodeInput!) {\n    sendSmsCode(input: $input) {\n      waitSeconds\n    }\n  }\n": types.SendSmsCodeDocument,
    "\n  mutation MobileLogin($input: MobileLoginInput!) {\n    mobileLogin(input: $input) {\n      token\n      user {\n        id\n        roleType\n      }\n    }\n  }\n": types.MobileLoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      state\n    }\n  }\n": types.RegisterDocument,
    "\n  query RegisterDepartments {\n    registerDepartments {\n      id\n      deptCode\n      deptName\n      children {\n        id\n        deptCode\n        deptName\n        children {\n          id\n          deptCode\n          deptName\n          children {\n            id\n            deptCode\n            deptName\n          }\n        }\n      }\n    }\n  }\n": types.RegisterDepartmentsDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  query ChatLoginTypes {\n    chatLoginTypes\n  }\n": types.ChatLoginTypesDocument,
    "\n  mutation ChatLoginUrl($loginType: String!, $bind: Boolean!) {\n    chatLoginUrl(loginType: $loginType, bind: $bind) {\n      url\n    }\n  }\n": types.ChatLoginUrlDocument,
    "\n  mutation CompleteChatLogin($ticket: String!) {\n    completeChatLogin(ticket: $ticket) {\n      token\n    }\n  }\n": types.CompleteChatLoginDocument,
    "\n  mutation CreateCaptcha {\n    createCaptcha {\n      key\n      image\n      expiresInSeconds\n    }\n  }\n": types.CreateCaptchaDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query MyLoginBindings {\n    myLoginBindings {\n      id\n      loginType\n      openId\n      createTime\n    }\n  }\n": types.MyLoginBindingsDocument,
    "\n  mutation BindMobile($input: BindMobileInput!) {\n    bindMobile(input: $input) {\n      id\n      openId\n    }\n  }\n": types.BindMobileDocument,
    "\n  mutation UnbindMobile($input: BindMobileInput!) {\n    unbindMobile(input: $input)\n  }\n": types.UnbindMobileDocument,
    "\n  mutation UnbindLogin($loginType: String!) {\n    unbindLogin(loginType: $loginType)\n  }\n": types.UnbindLoginDocument,
    "\n  query UserLoginBindings($userId: ID!) {\n    userLoginBindings(userId: $userId) {\n      id\n      loginType\n      openId\n      createTime\n    }\n  }\n": types.UserLoginBindingsDocument,
    "\n  mutation DirectBindMobile($userId: ID!, $mobile: String!) {\n    directBindMobile(userId: $userId, mobile: $mobile) {\n      id\n    }\n  }\n": types.DirectBindMobileDocument,
    "\n  mutation DirectUnbindMobile($userId: ID!, $mobile: String!) {\n    directUnbindMobile(userId: $userId, mobile: $mobile)\n  }\n": types.DirectUnbindMobileDocument,
    "\n  mutation UnbindLoginById($id: ID!) {\n    unbindLoginById(id: $id)\n  }\n": types.UnbindLoginByIdDocument,
    "\n  query SiteConfig {\n    siteConfig {\n      siteName\n      backLogo\n      frontLogo\n      tmpDir\n      copyRight\n      h5Host\n      moduleExam\n      moduleCourse\n    }\n  }\n": types.SiteConfigDocument,
    "\n  mutation SaveSiteConfig($input: SaveSiteConfigInput!) {\n    saveSiteConfig(input: $input) {\n      siteName\n      backLogo\n      frontLogo\n      tmpDir\n      copyRight\n      h5Host\n      moduleExam\n      moduleCourse\n    }\n  }\n": types.SaveSiteConfigDocument,
    "\n  query SwitchConfig {\n    switchConfig {\n      userReg\n      userAudit\n      userDeptType\n      userDeptCode\n      mobileLogin\n      wechatLogin\n      faceLogin\n      cropLogin\n      dingLogin\n      realPerson\n      faceAudit\n      loginTick\n      livenessLogin\n      livenessCheck\n      livenessRealName\n      livenessCapture\n    }\n  }\n": types.SwitchConfigDocument,
    "\n  mutation SaveSwitchConfig($input: SaveSwitchConfigInput!) {\n    saveSwitchConfig(input: $input) {\n      userReg\n      userAudit\n      userDeptType\n      userDeptCode\n      mobileLogin\n      wechatLogin\n      faceLogin\n      cropLogin\n      dingLogin\n      realPerson\n      faceAudit\n      loginTick\n      livenessLogin\n      livenessCheck\n      livenessRealName\n      livenessCapture\n    }\n  }\n": types.SaveSwitchConfigDocument,
    "\n  query ProviderConfig($type: String!, $provider: String) {\n    providerConfig(type: $type, provider: $provider) {\n      id\n      type\n      provider\n      active\n      saved\n      hasSecret\n      secretFields\n      remark\n      data {\n        accessKeyId\n        accessKeySecret\n        aesIv\n        aesKey\n        appId\n        appKey\n        arn\n        bucket\n        dbName\n        decodeUrl\n        directUpload\n        encodeIv\n        encodeKey\n        encodeType\n        encodeUrl\n        endpoint\n        faceGroup\n        ffmpegHome\n        groupId\n        liveCheck\n        liveLevel\n        localDir\n        mediaQueue\n        pullDomain\n        pullKey\n        pushDomain\n        pushKey\n        region\n        secretId\n        secretKey\n        url\n        videoEncode\n        videoQuality\n        signName\n        templateCode\n        templateId\n        noticeTemplateCode\n        noticeTemplateId\n        sdkAppId\n        appSecret\n        corpId\n        agentId\n        secret\n        clientId\n        clientSecret\n        authorizeUrl\n        tokenUrl\n        userInfoUrl\n        redirectBase\n      }\n    }\n  }\n": types.ProviderConfigDocument,
    "\n  mutation SaveProviderConfig($input: SaveProviderConfigInput!) {\n    saveProviderConfig(input: $input) {\n      id\n      provider\n      active\n      saved\n    }\n  }\n": types.SaveProviderConfigDocument,
    "\n  mutation ChangeProvider($type: String!, $provider: String!) {\n    changeProvider(type: $type, provider: $provider) {\n      id\n      provider\n      active\n    }\n  }\n": types.ChangeProviderDocument,
    "\n  query AdminCourses($input: CoursePagingInput) {\n    courses(input: $input) {\n      total\n      records {\n        id\n        title\n        state\n        openType\n        sort\n        itemCount\n        updateTime\n      }\n    }\n  }\n": types.AdminCoursesDocument,
    "\n  query AdminCourse($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      coverId\n      cover\n      content\n      state\n      openType\n      dragLimit\n      finishShare\n      sort\n      departIds\n      groupIds\n      userIds\n      chapters {\n        id\n        title\n        items {\n          id\n          title\n          itemType\n          fileId\n          refId\n          fileUrl\n        }\n      }\n    }\n  }\n": types.AdminCourseDocument,
    "\n  mutation SaveCourse($input: SaveCourseInput!) {\n    saveCourse(input: $input) {\n      id\n    }\n  }\n": types.SaveCourseDocument,
    "\n  mutation SetCourseState($ids: [ID!]!, $state: Int!) {\n    setCourseState(ids: $ids, state: $state)\n  }\n": types.SetCourseStateDocument,
    "\n  mutation SetCourseSort($id: ID!, $sort: Int!) {\n    setCourseSort(id: $id, sort: $sort) {\n      id\n      sort\n    }\n  }\n": types.SetCourseSortDocument,
    "\n  mutation DeleteCourses($ids: [ID!]!) {\n    deleteCourses(ids: $ids)\n  }\n": types.DeleteCoursesDocument,
    "\n  query CourseRefRepo($id: ID!) {\n    repoDetail(id: $id) {\n      id\n      title\n    }\n  }\n": types.CourseRefRepoDocument,
    "\n  query CourseRefExam($id: ID!) {\n    examDetail(id: $id) {\n      id\n      title\n    }\n  }\n": types.CourseRefExamDocument,
    "\n  query CourseFiles($input: CourseFilePagingInput) {\n    courseFiles(input: $input) {\n      total\n      records {\n        fileId\n        name\n        kind\n        size\n        url\n        useCount\n        state\n        progress\n        message\n        encode\n        quality\n        duration\n      }\n    }\n  }\n": types.CourseFilesDocument,
    "\n  mutation TranscodeCourseFile($fileId: ID!) {\n    transcodeCourseFile(fileId: $fileId) {\n      fileId\n      state\n      progress\n      message\n    }\n  }\n": types.TranscodeCourseFileDocument,
    "\n  query MyCourses($input: CoursePagingInput) {\n    myCourses(input: $input) {\n      total\n      records {\n        id\n        title\n        cover\n        itemCount\n        finishedCount\n        percent\n      }\n    }\n  }\n": types.MyCoursesDocument,
    "\n  query LearnerCourse($id: ID!) {\n    learnerCourse(id: $id) {\n      id\n      title\n      cover\n      content\n      itemCount\n      finishedCount\n      percent\n      chapters {\n        id\n        title\n        items {\n          id\n          title\n          itemType\n        }\n      }\n      progress {\n        itemId\n        furthest\n        duration\n        finished\n      }\n    }\n  }\n": types.LearnerCourseDocument,
    "\n  mutation OpenCourseItem($itemId: ID!) {\n    openCourseItem(itemId: $itemId) {\n      itemId\n      courseId\n      courseTitle\n      chapterTitle\n      title\n      itemType\n      refId\n      fileUrl\n      dragLimit\n      finishShare\n      playback {\n        url\n        hls\n        encrypted\n        keyAuth\n        state\n        renditions {\n          quality\n          height\n          url\n        }\n      }\n      progress {\n        itemId\n        position\n        furthest\n        duration\n        finished\n      }\n      goal {\n        itemType\n        done\n        required\n        total\n        passMark\n        finished\n      }\n      documentKind\n      documentUrl\n      fileName\n    }\n  }\n": types.OpenCourseItemDocument,
    "\n  mutation ReportCourseProgress($itemId: ID!, $position: Float!, $duration: Float) {\n    reportCourseProgress(itemId: $itemId, position: $position, duration: $duration) {\n      itemId\n      position\n      furthest\n      duration\n      finished\n    }\n  }\n": types.ReportCourseProgressDocument,
    "\n  query MyCourseCompletion {\n    myCourseCompletion {\n      courseId\n      title\n      itemCount\n      finishedCount\n      percent\n      lastStudyTime\n    }\n  }\n": types.MyCourseCompletionDocument,
    "\n  fragment CountTiles_counts on DashboardCounts {\n    userCount\n    examCount\n    repoCount\n    quCount\n    courseCount\n    fileCount\n  }\n": types.CountTiles_CountsFragmentDoc,
    "\n  query Dashboard($exams: Boolean!) {\n    dashboardCounts {\n      ...CountTiles_counts\n    }\n    dashboardExamWeek @include(if: $exams) {\n      ...ExamWeekChart_days\n    }\n    dashboardUserWeek {\n      ...UserWeekChart_days\n    }\n  }\n": types.DashboardDocument,
    "\n  fragment ExamWeekChart_days on ExamDayStat {\n    dateStr\n    examCount\n    examUser\n    passUser\n  }\n": types.ExamWeekChart_DaysFragmentDoc,
    "\n  query DashboardOngoingExams($input: OngoingExamPageInput) {\n    dashboardOngoingExams(input: $input) {\n      records {\n        id\n        title\n        procCount\n        handCount\n      }\n      total\n    }\n  }\n": types.DashboardOngoingExamsDocument,
    "\n  fragment UserWeekChart_days on UserDayStat {\n    dateStr\n    newUser\n    activeUser\n    allUser\n  }\n": types.UserWeekChart_DaysFragmentDoc,
    "\n  query DictCatalogTree($keyword: String) {\n    dictCatalogTree(keyword: $keyword) {\n      id\n      parentId\n      title\n      dicCode\n      remark\n      sort\n      builtIn\n      children {\n        id\n        parentId\n        title\n        dicCode\n        remark\n        sort\n        builtIn\n        children {\n          id\n          parentId\n          title\n          dicCode\n          remark\n          sort\n          builtIn\n          children {\n            id\n            parentId\n            title\n            dicCode\n            remark\n            sort\n            builtIn\n          }\n        }\n      }\n    }\n  }\n": types.DictCatalogTreeDocument,
    "\n  query DictValueTree($dicCode: String!) {\n    dictValueTree(dicCode: $dicCode) {\n      id\n      parentId\n      dicCode\n      value\n      title\n      sort\n      builtIn\n      children {\n        id\n        parentId\n        dicCode\n        value\n        title\n        sort\n        builtIn\n        children {\n          id\n          parentId\n          dicCode\n          value\n          title\n          sort\n          builtIn\n          children {\n            id\n            parentId\n            dicCode\n            value\n            title\n            sort\n            builtIn\n          }\n        }\n      }\n    }\n  }\n": types.DictValueTreeDocument,
    "\n  mutation SaveDictCatalog($input: SaveDictCatalogInput!) {\n    saveDictCatalog(input: $input) {\n      id\n      dicCode\n    }\n  }\n": types.SaveDictCatalogDocument,
    "\n  mutation DeleteDictCatalogs($ids: [ID!]!) {\n    deleteDictCatalogs(ids: $ids)\n  }\n": types.DeleteDictCatalogsDocument,
    "\n  mutation SaveDictValue($input: SaveDictValueInput!) {\n    saveDictValue(input: $input) {\n      id\n    }\n  }\n": types.SaveDictValueDocument,
    "\n  mutation DeleteDictValues($ids: [ID!]!) {\n    deleteDictValues(ids: $ids)\n  }\n": types.DeleteDictValuesDocument,
    "\n  query Dictionary($dicCode: String!) {\n    dictionary(dicCode: $dicCode) {\n      value\n      title\n    }\n  }\n": types.DictionaryDocument,
    "\n  query ExamItemAnalysis($examId: ID!) {\n    examItemAnalysis(examId: $examId) {\n      examId\n      title\n      papers\n      alpha\n      alphaItems\n      minAttempts\n      items {\n        quId\n        quType\n        content\n        level\n        attempts\n        meanScore\n        fullScore\n        facility\n        discrimination\n        itemRestCorrelation\n        flags\n        suggestedLevel\n        unanswered\n        options {\n          id\n          abc\n          isRight\n          count\n        }\n      }\n    }\n  }\n": types.ExamItemAnalysisDocument,
    "\n  mutation ApplySuggestedLevel($examId: ID!, $quId: ID!) {\n    applySuggestedLevel(examId: $examId, quId: $quId) {\n      id\n      level\n    }\n  }\n": types.ApplySuggestedLevelDocument,
    "\n  query ExamTmpls {\n    examTmpls(size: 100) {\n      records {\n        id\n        title\n        groupCount\n        totalScore\n      }\n    }\n  }\n": types.ExamTmplsDocument,
    "\n  query ExamTmplGroups($tmplId: ID!) {\n    examTmplGroups(tmplId: $tmplId) {\n      id\n      repoId\n      repoTitle\n      chapterId\n      chapterTitle\n      quType\n      level\n      quCount\n      quScore\n    }\n  }\n": types.ExamTmplGroupsDocument,
    "\n  mutation SaveExamTmpl($examId: ID!, $title: String!) {\n    saveExamTmpl(examId: $examId, title: $title) {\n      id\n      title\n    }\n  }\n": types.SaveExamTmplDocument,
    "\n  query AdminExams($input: AdminExamPageInput) {\n    adminExams(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        title\n        examType\n        examTypeText\n        offline\n        openType\n        startTime\n        endTime\n        totalTime\n        totalScore\n        state\n        listState\n        paperCount\n        canProctor\n        createdAt\n      }\n    }\n  }\n": types.AdminExamsDocument,
    "\n  query ExamDetail($id: ID!) {\n    examDetail(id: $id) {\n      id\n      title\n      content\n      examType\n      offline\n      openType\n      password\n      applyOn\n      state\n      listState\n      startTime\n      endTime\n      totalTime\n      totalScore\n      qualifyScore\n      chance\n      lateMax\n      handMin\n      staggerMinutes\n      shuffleQuestions\n      shuffleOptions\n      answerDisplay\n      partialCredit\n      camOn\n      camInterval\n      faceOn\n      faceChance\n      leaveOn\n      leaveCount\n      leaveSeconds\n      departIds\n      groupIds\n      userIds\n      proctors {\n        kind\n        id\n        name\n      }\n      paperCount\n      ruleList {\n        id\n        repoId\n        repoTitle\n        chapterId\n        chapterTitle\n        quType\n        level\n        quCount\n        quScore\n      }\n    }\n  }\n": types.ExamDetailDocument,
    "\n  query ExamTitle($id: ID!) {\n    examDetail(id: $id) {\n      id\n      title\n      startTime\n      endTime\n      totalTime\n      totalScore\n      listState\n      proctors {\n        kind\n        id\n        name\n      }\n    }\n  }\n": types.ExamTitleDocument,
    "\n  mutation SaveExam($input: ExamSaveInput!) {\n    saveExam(input: $input)\n  }\n": types.SaveExamDocument,
    "\n  mutation SetExamState($id: ID!, $state: Int!) {\n    setExamState(id: $id, state: $state)\n  }\n": types.SetExamStateDocument,
    "\n  mutation DeleteExams($ids: [ID!]!) {\n    deleteExams(ids: $ids)\n  }\n": types.DeleteExamsDocument,
    "\n  query RuleQuestionCount($input: AdminQuestionPagingInput) {\n    adminQuestionPaging(input: $input) {\n      total\n    }\n  }\n": types.RuleQuestionCountDocument,
    "\n  query ScopeUserName($id: ID!) {\n    adminUser(id: $id) {\n      id\n      userName\n      realName\n      familyName\n    }\n  }\n": types.ScopeUserNameDocument,
    "\n  query ExamApplies($input: ExamApplyPageInput) {\n    examApplies(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        examId\n        examTitle\n        userId\n        applyUser\n        familyName\n        userName\n        applyTime\n        applyMsg\n        auditState\n        auditBy\n        auditByName\n        auditMsg\n        auditTime\n        auditUsed\n      }\n    }\n  }\n": types.ExamAppliesDocument,
    "\n  mutation AuditExamApplies($input: AuditExamAppliesInput!) {\n    auditExamApplies(input: $input)\n  }\n": types.AuditExamAppliesDocument,
    "\n  mutation DeleteExamApplies($ids: [ID!]!) {\n    deleteExamApplies(ids: $ids)\n  }\n": types.DeleteExamAppliesDocument,
    "\n  query ExamPapers($input: ExamPaperPageInput) {\n    examPapers(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        examId\n        userId\n        realName\n        familyName\n        userName\n        deptName\n        state\n        startedAt\n        handedAt\n        userTime\n        userScore\n        objScore\n        subjScore\n        totalScore\n        qualifyScore\n        passed\n        reviewState\n        exState\n        exMsg\n        leaveTimes\n        handBy\n      }\n    }\n  }\n": types.ExamPapersDocument,
    "\n  query HandedInPapers($input: HandedInPaperPageInput!) {\n    handedInPapers(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        userId\n        realName\n        familyName\n        userName\n        deptName\n        handTime\n        userTime\n        state\n        handBy\n        userScore\n        exState\n        exMsg\n        leaveTimes\n      }\n    }\n  }\n": types.HandedInPapersDocument,
    "\n  mutation MarkPapersAs($input: MarkPapersAsInput!) {\n    markPapersAs(input: $input)\n  }\n": types.MarkPapersAsDocument,
    "\n  mutation DeletePapers($ids: [ID!]!) {\n    deletePapers(ids: $ids)\n  }\n": types.DeletePapersDocument,
    "\n  mutation GrantExtraTime($input: ExtraTimeInput!) {\n    grantExtraTime(input: $input) {\n      paperId\n      deadline\n      leftSeconds\n    }\n  }\n": types.GrantExtraTimeDocument,
    "\n  query PaperReview($id: ID!) {\n    paperReview(id: $id) {\n      id\n      examId\n      examTitle\n      userId\n      realName\n      familyName\n      userName\n      deptName\n      state\n      startedAt\n      handedAt\n      userTime\n      userScore\n      objScore\n      subjScore\n      totalScore\n      qualifyScore\n      passed\n      reviewState\n      markingLeft\n      items {\n        quId\n        quType\n        sort\n        score\n        userScore\n        isRight\n        needsMarking\n        comment\n        question {\n          ...PaperQuestion_fields\n        }\n      }\n    }\n  }\n": types.PaperReviewDocument,
    "\n  mutation ReviewPaper($input: ReviewPaperInput!) {\n    reviewPaper(input: $input) {\n      id\n      state\n      objScore\n      subjScore\n      userScore\n      totalScore\n      passed\n    }\n  }\n": types.ReviewPaperDocument,
    "\n  query PaperMonitor($id: ID!) {\n    paperMonitor(id: $id) {\n      paperId\n      camOn\n      camInterval\n      faceOn\n      faceChance\n      faceFails\n      leaveOn\n      leaveCount\n      leaveSeconds\n      leaveTimes\n    }\n  }\n": types.PaperMonitorDocument,
    "\n  mutation SaveCapture($input: CaptureSaveInput!) {\n    saveCapture(input: $input) {\n      isBreak\n      failCount\n      faceChance\n      leftChances\n      pass\n      failMsg\n      captureId\n    }\n  }\n": types.SaveCaptureDocument,
    "\n  mutation CheckProcess($id: ID!) {\n    checkProcess(id: $id) {\n      leaveTimes\n      overLimit\n      leaveCount\n      leaveSeconds\n    }\n  }\n": types.CheckProcessDocument,
    "\n  mutation LeaveIncr($input: LeaveIncrInput!) {\n    leaveIncr(input: $input) {\n      leaveTimes\n      overLimit\n      leaveCount\n      leaveSeconds\n    }\n  }\n": types.LeaveIncrDocument,
    "\n  subscription MyExamEvents($examId: ID!) {\n    myExamEvents(examId: $examId) {\n      kind\n      examId\n      paperId\n      message\n      at\n      handBy\n      deadline\n    }\n  }\n": types.MyExamEventsDocument,
    "\n  query ExamTakeOpenPaper($examId: ID!) {\n    serverTime\n    openPaper(examId: $examId) {\n      id\n      examId\n      title\n      state\n      leftSeconds\n      totalScore\n      qualifyScore\n      handMin\n      startedAt\n      deadline\n      quCount\n      answeredCount\n      items {\n        quId\n        quType\n        sort\n        score\n        answered\n        mark\n      }\n    }\n  }\n": types.ExamTakeOpenPaperDocument,
    "\n  query ExamTakeQuestion($paperId: ID!, $quId: ID!) {\n    paperQuestion(paperId: $paperId, quId: $quId) {\n      id\n      quId\n      paperId\n      sort\n      quType\n      level\n      content\n      answered\n      mark\n      score\n      seq\n      answer\n      blanks\n      matchChoices\n      options {\n        id\n        abc\n        content\n        image\n        checked\n      }\n      pairs {\n        leftId\n        text\n      }\n      subList {\n        id\n        quType\n        level\n        content\n        answered\n        answer\n        blanks\n        matchChoices\n        options {\n          id\n          abc\n          content\n          image\n          checked\n        }\n        pairs {\n          leftId\n          text\n        }\n      }\n    }\n  }\n": types.ExamTakeQuestionDocument,
    "\n  mutation ExamTakeFillAnswer($input: FillAnswerInput!) {\n    fillAnswer(input: $input) {\n      applied\n      seq\n    }\n  }\n": types.ExamTakeFillAnswerDocument,
    "\n  query ExamTakeLeftTime($id: ID!) {\n    paperLeftTime(id: $id)\n    serverTime\n  }\n": types.ExamTakeLeftTimeDocument,
    "\n  mutation ExamTakeHandExam($id: ID!) {\n    handExam(id: $id) {\n      id\n      state\n      userScore\n      totalScore\n      passed\n    }\n  }\n": types.ExamTakeHandExamDocument,
    "\n  query WatchStat($examId: ID!) {\n    watchStat(examId: $examId) {\n      requireCount\n      processCount\n      handCount\n      missCount\n      onlineCount\n    }\n  }\n": types.WatchStatDocument,
    "\n  query WatchRows($query: WatchRowQuery!, $current: Int, $size: Int) {\n    watchRows(query: $query, current: $current, size: $size) {\n      total\n      pages\n      current\n      size\n      records {\n        id\n        userId\n        realName\n        userName\n        deptName\n        online\n        lastSeen\n        answerCount\n        quCount\n        leaveTimes\n        faceFails\n        image\n      }\n    }\n  }\n": types.WatchRowsDocument,
    "\n  query WatchExamTitle($id: ID!) {\n    examDetail(id: $id) {\n      id\n      title\n    }\n  }\n": types.WatchExamTitleDocument,
    "\n  subscription ExamWatchEvents($examId: ID!) {\n    examWatchEvents(examId: $examId) {\n      kind\n      examId\n      userId\n      paperId\n      at\n      online\n      answered\n      total\n      leaveTimes\n      leaveSeconds\n      snapshotUrl\n      facePass\n      faceScore\n      failCount\n      handBy\n      exState\n      exMsg\n      deadline\n    }\n  }\n": types.ExamWatchEventsDocument,
    "\n  mutation SendWatchMessage($input: WatchMessageInput!) {\n    sendWatchMessage(input: $input) {\n      success\n      fail\n    }\n  }\n": types.SendWatchMessageDocument,
    "\n  mutation ForceHand($input: ForceHandInput!) {\n    forceHand(input: $input)\n  }\n": types.ForceHandDocument,
    "\n  mutation ForceHandAll($input: ForceHandAllInput!) {\n    forceHandAll(input: $input) {\n      success\n      fail\n    }\n  }\n": types.ForceHandAllDocument,
    "\n  query PaperEvents($paperId: ID!) {\n    paperEvents(paperId: $paperId) {\n      paperId\n      realName\n      state\n      exState\n      exMsg\n      leaveTimes\n      faceFails\n      leaves {\n        id\n        startedAt\n        seconds\n        leaveTimes\n      }\n      captures {\n        id\n        createdAt\n        url\n        facePass\n        faceScore\n        faceMsg\n        failCount\n      }\n    }\n  }\n": types.PaperEventsDocument,
    "\n  query LearnerExams($input: LearnerExamPageInput) {\n    learnerExams(input: $input) {\n      total\n      pages\n      records {\n        id\n        title\n        examType\n        examTypeText\n        offline\n        openType\n        startTime\n        endTime\n        totalTime\n        totalScore\n        qualifyScore\n        chance\n        attemptsUsed\n        listState\n        applyOn\n        applyState\n        admitted\n        openPaperId\n      }\n    }\n  }\n": types.LearnerExamsDocument,
    "\n  mutation ApplyExam($input: ExamApplyInput!) {\n    applyExam(input: $input) {\n      id\n      auditState\n    }\n  }\n": types.ApplyExamDocument,
    "\n  query ExamCheckInfo($id: ID!) {\n    examCheckInfo(id: $id) {\n      id\n      title\n      content\n      examType\n      examTypeText\n      openType\n      needsPassword\n      startTime\n      endTime\n      totalTime\n      totalScore\n      qualifyScore\n      chance\n      attemptsUsed\n      attemptsLeft\n      lateMax\n      handMin\n      camOn\n      faceOn\n      leaveOn\n      staggerMinutes\n      startSlot\n      startSlotIn\n      realNameRequired\n      listState\n      openPaperId\n      rules {\n        quType\n        quCount\n        quScore\n        totalScore\n      }\n      startBlock {\n        code\n        subCode\n        message\n      }\n    }\n  }\n": types.ExamCheckInfoDocument,
    "\n  mutation CreatePaper($input: CreatePaperInput!) {\n    createPaper(input: $input) {\n      id\n    }\n  }\n": types.CreatePaperDocument,
    "\n  fragment PaperQuestion_fields on PaperQuestion {\n    id\n    quId\n    sort\n    quType\n    level\n    content\n    answered\n    isRight\n    analysis\n    answer\n    blanks\n    referenceAnswer\n    rightBlanks\n    matchChoices\n    options {\n      id\n      abc\n      content\n      image\n      checked\n      isRight\n    }\n    pairs {\n      leftId\n      text\n    }\n    rightPairs {\n      leftId\n      text\n    }\n    subList {\n      id\n      quType\n      level\n      content\n      answered\n      isRight\n      analysis\n      answer\n      blanks\n      referenceAnswer\n      rightBlanks\n      matchChoices\n      options {\n        id\n        abc\n        content\n        image\n        checked\n        isRight\n      }\n      pairs {\n        leftId\n        text\n      }\n      rightPairs {\n        leftId\n        text\n      }\n    }\n  }\n": types.PaperQuestion_FieldsFragmentDoc,
    "\n  query PaperResult($id: ID!) {\n    paperResult(id: $id) {\n      id\n      examId\n      title\n      state\n      userTime\n      startedAt\n      handedAt\n      totalScore\n      qualifyScore\n      objScore\n      subjScore\n      userScore\n      passed\n      reviewState\n      answerDisplay\n      answersFrom\n      answersVisible\n      answersHeldByExam\n      items {\n        quId\n        quType\n        sort\n        score\n        userScore\n        isRight\n        needsMarking\n        comment\n        question {\n          ...PaperQuestion_fields\n        }\n      }\n    }\n  }\n": types.PaperResultDocument,
    "\n  query MyPapers($input: MyPaperPageInput) {\n    myPapers(input: $input) {\n      total\n      pages\n      records {\n        id\n        examId\n        examTitle\n        state\n        startedAt\n        handedAt\n        userTime\n        totalScore\n        qualifyScore\n        userScore\n        passed\n        reviewState\n      }\n    }\n  }\n": types.MyPapersDocument,
    "\n  query ExamWrongQuestions($input: WrongBookQuestionPageInput) {\n    wrongBookQuestions(input: $input) {\n      total\n      current\n      size\n      records {\n        quId\n        quType\n        repoId\n        repoTitle\n        title\n        wrongCount\n        rightStreak\n        lastWrongAt\n      }\n    }\n  }\n": types.ExamWrongQuestionsDocument,
    "\n  query GroupPaging($input: GroupPagingInput) {\n    groupPaging(input: $input) {\n      total\n      records {\n        id\n        groupName\n        remark\n        memberCount\n        createTime\n      }\n    }\n  }\n": types.GroupPagingDocument,
    "\n  mutation CreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      id\n    }\n  }\n": types.CreateGroupDocument,
    "\n  mutation UpdateGroup($input: UpdateGroupInput!) {\n    updateGroup(input: $input) {\n      id\n      groupName\n      remark\n    }\n  }\n": types.UpdateGroupDocument,
    "\n  mutation DeleteGroups($ids: [ID!]!) {\n    deleteGroups(ids: $ids)\n  }\n": types.DeleteGroupsDocument,
    "\n  query GroupMemberPaging($input: GroupMemberPagingInput!) {\n    groupMemberPaging(input: $input) {\n      total\n      records {\n        id\n        userId\n        userName\n        realName\n        deptName\n        mobile\n        joinTime\n      }\n    }\n  }\n": types.GroupMemberPagingDocument,
    "\n  mutation JoinGroups($input: GroupMembershipInput!) {\n    joinGroups(input: $input)\n  }\n": types.JoinGroupsDocument,
    "\n  mutation RemoveGroupMembers($ids: [ID!]!) {\n    removeGroupMembers(ids: $ids)\n  }\n": types.RemoveGroupMembersDocument,
    "\n  query LearnerHome {\n    me {\n      id\n      ...UserBanner_user\n    }\n  }\n": types.LearnerHomeDocument,
    "\n  fragment UserBanner_user on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    className\n    deptCodeDictText\n    avatar\n    points\n  }\n": types.UserBanner_UserFragmentDoc,
    "\n  query Licence {\n    licence {\n      state\n      keyConfigured\n      licensee\n      seats\n      usedSeats\n      expireTime\n    }\n  }\n": types.LicenceDocument,
    "\n  mutation UploadLicence($file: String!) {\n    uploadLicence(file: $file) {\n      state\n      keyConfigured\n      licensee\n      seats\n      usedSeats\n      expireTime\n    }\n  }\n": types.UploadLicenceDocument,
    "\n  fragment MessageRow on Message {\n    id\n    title\n    content\n    createTime\n    readState\n  }\n": types.MessageRowFragmentDoc,
    "\n  query MyMessages($readState: Int, $current: Int, $size: Int) {\n    myMessages(readState: $readState, current: $current, size: $size) {\n      total\n      records {\n        ...MessageRow\n      }\n    }\n  }\n": types.MyMessagesDocument,
    "\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n": types.UnreadMessageCountDocument,
    "\n  subscription UnreadMessageCountChanged {\n    unreadMessageCountChanged\n  }\n": types.UnreadMessageCountChangedDocument,
    "\n  mutation ReadMessage($id: ID!) {\n    readMessage(id: $id) {\n      ...MessageRow\n    }\n  }\n": types.ReadMessageDocument,
    "\n  mutation MarkMessagesRead($ids: [ID!]!) {\n    markMessagesRead(ids: $ids)\n  }\n": types.MarkMessagesReadDocument,
    "\n  mutation DeleteMyMessages($ids: [ID!]!) {\n    deleteMyMessages(ids: $ids)\n  }\n": types.DeleteMyMessagesDocument,
    "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      recipients\n    }\n  }\n": types.SendMessageDocument,
    "\n  query MessageSends($current: Int, $size: Int) {\n    messageSends(current: $current, size: $size) {\n      total\n      records {\n        id\n        title\n        content\n        sendByName\n        recipients\n        userCount\n        groupCount\n        deptCount\n        createTime\n      }\n    }\n  }\n": types.MessageSendsDocument,
    "\n  query Notices($input: NoticePagingInput) {\n    notices(input: $input) {\n      total\n      records {\n        id\n        title\n        state\n        publishTime\n        createByName\n        updateTime\n      }\n    }\n  }\n": types.NoticesDocument,
    "\n  query Notice($id: ID!) {\n    notice(id: $id) {\n      id\n      title\n      content\n      state\n      publishTime\n      createByName\n    }\n  }\n": types.NoticeDocument,
    "\n  mutation SaveNotice($input: SaveNoticeInput!) {\n    saveNotice(input: $input) {\n      id\n    }\n  }\n": types.SaveNoticeDocument,
    "\n  mutation DeleteNotices($ids: [ID!]!) {\n    deleteNotices(ids: $ids)\n  }\n": types.DeleteNoticesDocument,
    "\n  query NotifyTmpls($title: String, $current: Int, $size: Int) {\n    notifyTmpls(title: $title, current: $current, size: $size) {\n      total\n      records {\n        id\n        title\n        msgTitle\n        content\n        channels\n        updateTime\n      }\n    }\n  }\n": types.NotifyTmplsDocument,
    "\n  mutation SaveNotifyTmpl($input: SaveNotifyTmplInput!) {\n    saveNotifyTmpl(input: $input) {\n      id\n    }\n  }\n": types.SaveNotifyTmplDocument,
    "\n  mutation DeleteNotifyTmpls($ids: [ID!]!) {\n    deleteNotifyTmpls(ids: $ids)\n  }\n": types.DeleteNotifyTmplsDocument,
    "\n  mutation PrepareExamNotify($examId: ID!, $tmplId: ID!) {\n    prepareExamNotify(examId: $examId, tmplId: $tmplId) {\n      ...NotifyJobProgress\n    }\n  }\n": types.PrepareExamNotifyDocument,
    "\n  fragment NotifyJobProgress on NotifyJob {\n    id\n    state\n    total\n    sent\n    smsSent\n    smsFailed\n    progress\n    failReason\n  }\n": types.NotifyJobProgressFragmentDoc,
    "\n  query NotifyJob($id: ID!) {\n    notifyJob(id: $id) {\n      ...NotifyJobProgress\n    }\n  }\n": types.NotifyJobDocument,
    "\n  query DepartmentTree {\n    departmentTree {\n      id\n      parentId\n      deptCode\n      deptName\n      sort\n      children {\n        id\n        parentId\n        deptCode\n        deptName\n        sort\n        children {\n          id\n          parentId\n          deptCode\n          deptName\n          sort\n          children {\n            id\n            parentId\n            deptCode\n            deptName\n            sort\n            children {\n              id\n              parentId\n              deptCode\n              deptName\n              sort\n              children {\n                id\n                parentId\n                deptCode\n                deptName\n                sort\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.DepartmentTreeDocument,
    "\n  query DepartmentDetail($id: ID!) {\n    department(id: $id) {\n      id\n      parentId\n      parentName\n      deptCode\n      deptName\n      sort\n      createTime\n      updateTime\n    }\n  }\n": types.DepartmentDetailDocument,
    "\n  mutation SaveDepartment($input: SaveDepartmentInput!) {\n    saveDepartment(input: $input) {\n      id\n      parentId\n      parentName\n      deptCode\n      deptName\n      sort\n      createTime\n      updateTime\n    }\n  }\n": types.SaveDepartmentDocument,
    "\n  mutation DeleteDepartments($ids: [ID!]!) {\n    deleteDepartments(ids: $ids)\n  }\n": types.DeleteDepartmentsDocument,
    "\n  mutation SortDepartment($id: ID!, $sort: Int!) {\n    sortDepartment(id: $id, sort: $sort)\n  }\n": types.SortDepartmentDocument,
    "\n  mutation StartPaperExport($input: StartPaperExportInput!) {\n    startPaperExport(input: $input) {\n      id\n    }\n  }\n": types.StartPaperExportDocument,
    "\n  query PaperExportJob($id: ID!) {\n    paperExportJob(id: $id) {\n      id\n      kind\n      state\n      progress\n      total\n      imported\n      failReason\n      failMessage\n      fileName\n      hasResult\n      hasErrorReport\n      downloadPath\n      examId\n      format\n      resultSize\n      expireTime\n      expired\n      createTime\n      finishTime\n    }\n  }\n": types.PaperExportJobDocument,
    "\n  query PaperExportJobs($examId: ID, $current: Int, $size: Int) {\n    paperExportJobs(examId: $examId, current: $current, size: $size) {\n      total\n      current\n      size\n      records {\n        id\n        kind\n        state\n        progress\n        total\n        imported\n        failReason\n        failMessage\n        fileName\n        hasResult\n        hasErrorReport\n        downloadPath\n        examId\n        format\n        resultSize\n        expireTime\n        expired\n        createTime\n        finishTime\n      }\n    }\n  }\n": types.PaperExportJobsDocument,
    "\n  query MyPoints($current: Int, $size: Int) {\n    myPoints(current: $current, size: $size) {\n      total\n      records {\n        id\n        refRemark\n        createTime\n        points\n        balance\n      }\n    }\n  }\n": types.MyPointsDocument,
    "\n  query PointsRules {\n    pointsRules {\n      code\n      points\n      enabled\n    }\n  }\n": types.PointsRulesDocument,
    "\n  mutation SavePointsRules($rules: [PointsRuleInput!]!) {\n    savePointsRules(rules: $rules) {\n      code\n      points\n      enabled\n    }\n  }\n": types.SavePointsRulesDocument,
    "\n  mutation UpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input)\n  }\n": types.UpdatePasswordDocument,
    "\n  fragment ProfileForm_user on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    className\n    deptCodeDictText\n  }\n": types.ProfileForm_UserFragmentDoc,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileForm_user\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query ProfilePage {\n    me {\n      id\n      ...ProfileForm_user\n    }\n  }\n": types.ProfilePageDocument,
    "\n  query AdminQuestionPaging($input: AdminQuestionPagingInput) {\n    adminQuestionPaging(input: $input) {\n      current\n      size\n      total\n      records {\n        id\n        repoId\n        repoTitle\n        chapterId\n        chapterTitle\n        quType\n        level\n        contentText\n        optionCount\n        subCount\n        updateTime\n      }\n    }\n  }\n": types.AdminQuestionPagingDocument,
    "\n  query AdminQuestion($id: ID!) {\n    adminQuestion(id: $id) {\n      id\n      repoId\n      chapterId\n      quType\n      level\n      content\n      analysis\n      answerList {\n        id\n        abc\n        content\n        image\n        isRight\n        answer\n      }\n      subList {\n        id\n        quType\n        level\n        content\n        analysis\n        answerList {\n          id\n          abc\n          content\n          image\n          isRight\n          answer\n        }\n      }\n    }\n  }\n": types.AdminQuestionDocument,
    "\n  mutation SaveQuestion($input: SaveQuestionInput!) {\n    saveQuestion(input: $input) {\n      id\n    }\n  }\n": types.SaveQuestionDocument,
    "\n  mutation DeleteQuestions($ids: [ID!]!) {\n    deleteQuestions(ids: $ids)\n  }\n": types.DeleteQuestionsDocument,
    "\n  query RepoOptions {\n    repoPaging(input: { size: 100 }) {\n      total\n      records {\n        id\n        title\n      }\n    }\n  }\n": types.RepoOptionsDocument,
    "\n  query RepoChapterOptions($repoId: ID!) {\n    repoChapters(repoId: $repoId) {\n      id\n      title\n      quCount\n    }\n  }\n": types.RepoChapterOptionsDocument,
    "\n  fragment AdminMenuFields on AdminMenu {\n    id\n    parentId\n    menuType\n    metaTitle\n    name\n    path\n    component\n    redirect\n    permissionTag\n    metaIcon\n    hidden\n    sort\n  }\n": types.AdminMenuFieldsFragmentDoc,
    "\n  query MenuTree($input: MenuTreeInput) {\n    menuTree(input: $input) {\n      id\n      parentId\n      menuType\n      metaTitle\n      name\n      path\n      component\n      redirect\n      permissionTag\n      metaIcon\n      hidden\n      sort\n      children {\n        id\n        parentId\n        menuType\n        metaTitle\n        name\n        path\n        component\n        redirect\n        permissionTag\n        metaIcon\n        hidden\n        sort\n        children {\n          id\n          parentId\n          menuType\n          metaTitle\n          name\n          path\n          component\n          redirect\n          permissionTag\n          metaIcon\n          hidden\n          sort\n          children {\n            id\n            parentId\n            menuType\n            metaTitle\n            name\n            path\n            component\n            redirect\n            permissionTag\n            metaIcon\n            hidden\n            sort\n            children {\n              id\n              parentId\n              menuType\n              metaTitle\n              name\n              path\n              component\n              redirect\n              permissionTag\n              metaIcon\n              hidden\n              sort\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MenuTreeDocument,
    "\n  mutation CreateMenu($input: CreateMenuInput!) {\n    createMenu(input: $input) {\n      ...AdminMenuFields\n    }\n  }\n": types.CreateMenuDocument,
    "\n  mutation UpdateMenu($input: UpdateMenuInput!) {\n    updateMenu(input: $input) {\n      ...AdminMenuFields\n    }\n  }\n": types.UpdateMenuDocument,
    "\n  mutation DeleteMenus($ids: [ID!]!) {\n    deleteMenus(ids: $ids)\n  }\n": types.DeleteMenusDocument,
    "\n  mutation SortMenu($id: ID!, $sort: Int!) {\n    sortMenu(id: $id, sort: $sort) {\n      id\n      sort\n    }\n  }\n": types.SortMenuDocument,
    "\n  query RoleList($input: RoleListInput) {\n    roles(input: $input) {\n      id\n      roleName\n      roleType\n      roleLevel\n      userCount\n      editable\n      createTime\n    }\n  }\n": types.RoleListDocument,
    "\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      id\n    }\n  }\n": types.CreateRoleDocument,
    "\n  mutation UpdateRole($input: UpdateRoleInput!) {\n    updateRole(input: $input) {\n      id\n      roleName\n      roleType\n      roleLevel\n    }\n  }\n": types.UpdateRoleDocument,
    "\n  mutation DeleteRoles($ids: [ID!]!) {\n    deleteRoles(ids: $ids)\n  }\n": types.DeleteRolesDocument,
    "\n  query RoleMenus($id: ID!) {\n    roleMenuIds(id: $id)\n    grantableMenus {\n      id\n      menuType\n      metaTitle\n      permissionTag\n      children {\n        id\n        menuType\n        metaTitle\n        permissionTag\n        children {\n          id\n          menuType\n          metaTitle\n          permissionTag\n          children {\n            id\n            menuType\n            metaTitle\n            permissionTag\n            children {\n              id\n              menuType\n              metaTitle\n              permissionTag\n            }\n          }\n        }\n      }\n    }\n  }\n": types.RoleMenusDocument,
    "\n  mutation SaveRoleMenus($input: SaveRoleMenusInput!) {\n    saveRoleMenus(input: $input)\n  }\n": types.SaveRoleMenusDocument,
    "\n  query RealNameRecords($input: RealNamePageInput) {\n    realNameRecords(input: $input) {\n      total\n      pages\n      current\n      size\n      records {\n        id\n        userId\n        userName\n        realName\n        face\n        idCard\n        state\n        auditMsg\n        auditByName\n        auditTime\n        submitTime\n        approved\n        idCardHeldByOther\n      }\n    }\n  }\n": types.RealNameRecordsDocument,
    "\n  mutation AuditRealName($input: AuditRealNameInput!) {\n    auditRealName(input: $input) {\n      id\n      state\n      auditMsg\n    }\n  }\n": types.AuditRealNameDocument,
    "\n  mutation AutoAuditRealName($id: ID!) {\n    autoAuditRealName(id: $id) {\n      id\n      state\n      auditMsg\n    }\n  }\n": types.AutoAuditRealNameDocument,
    "\n  mutation FaceChallenge($input: FaceChallengeInput!) {\n    faceChallenge(input: $input) {\n      challengeId\n      steps\n      validSeconds\n      level\n    }\n  }\n": types.FaceChallengeDocument,
    "\n  query MyRealName {\n    myRealName {\n      id\n      realName\n      face\n      idCard\n      state\n      auditMsg\n      submitTime\n      auditTime\n      approved\n      approvedRealName\n      approvedIdCard\n      approvedTime\n    }\n    switchConfig {\n      realPerson\n      faceAudit\n    }\n  }\n": types.MyRealNameDocument,
    "\n  mutation SubmitRealName($input: SubmitRealNameInput!) {\n    submitRealName(input: $input) {\n      id\n      state\n    }\n  }\n": types.SubmitRealNameDocument,
    "\n  mutation FaceCheck($input: FaceCheckInput!) {\n    faceCheck(input: $input) {\n      pass\n      failMsg\n      faceToken\n      realName\n      idCard\n    }\n  }\n": types.FaceCheckDocument,
    "\n  query AdminRepoPaging($input: RepoPagingInput) {\n    repoPaging(input: $input) {\n      current\n      size\n      total\n      records {\n        id\n        title\n        remark\n        quCount\n        objCount\n        subjCount\n        createTime\n        updateTime\n      }\n    }\n  }\n": types.AdminRepoPagingDocument,
    "\n  query AdminRepoDetail($id: ID!) {\n    repoDetail(id: $id) {\n      id\n      title\n      remark\n      chapters {\n        id\n        title\n        sort\n        quCount\n      }\n    }\n  }\n": types.AdminRepoDetailDocument,
    "\n  mutation SaveRepo($input: SaveRepoInput!) {\n    saveRepo(input: $input) {\n      id\n      title\n      remark\n      chapters {\n        id\n        title\n        sort\n        quCount\n      }\n    }\n  }\n": types.SaveRepoDocument,
    "\n  mutation DeleteRepos($ids: [ID!]!) {\n    deleteRepos(ids: $ids)\n  }\n": types.DeleteReposDocument,
    "\n  fragment QuestionJob_fields on QuestionJob {\n    id\n    kind\n    state\n    progress\n    total\n    imported\n    failed\n    fileName\n    failReason\n    failMessage\n    hasErrorReport\n    hasResult\n    downloadPath\n    errors {\n      row\n      field\n      fieldName\n      message\n    }\n  }\n": types.QuestionJob_FieldsFragmentDoc,
    "\n  mutation StartQuestionExport($repoId: ID!) {\n    startQuestionExport(repoId: $repoId) {\n      ...QuestionJob_fields\n    }\n  }\n": types.StartQuestionExportDocument,
    "\n  query QuestionJob($id: ID!) {\n    questionJob(id: $id) {\n      ...QuestionJob_fields\n    }\n  }\n": types.QuestionJobDocument,
    "\n  query LearnerRepoPaging($input: RepoPagingInput) {\n    repoPaging(input: $input) {\n      current\n      size\n      total\n      records {\n        id\n        title\n        remark\n        quCount\n        objCount\n        subjCount\n      }\n    }\n  }\n": types.LearnerRepoPagingDocument,
    "\n  query LearnerRepoDetail($id: ID!) {\n    repoDetail(id: $id) {\n      id\n      title\n      remark\n      quCount\n      objCount\n      subjCount\n      typeCounts {\n        quType\n        count\n      }\n      chapters {\n        id\n        title\n        quCount\n      }\n    }\n  }\n": types.LearnerRepoDetailDocument,
    "\n  query RepoWrongCount($repoId: ID!) {\n    wrongBookQuestions(input: { repoId: $repoId, size: 1 }) {\n      total\n    }\n  }\n": types.RepoWrongCountDocument,
    "\n  query SmsOutbox($input: SmsOutboxPagingInput) {\n    smsOutbox(input: $input) {\n      total\n      records {\n        id\n        mobile\n        smsType\n        content\n        createTime\n      }\n    }\n  }\n": types.SmsOutboxDocument,
    "\n  query DepartmentTreeSelect {\n    departmentTreeSelect {\n      id\n      deptCode\n      deptName\n      children {\n        id\n        deptCode\n        deptName\n        children {\n          id\n          deptCode\n          deptName\n          children {\n            id\n            deptCode\n            deptName\n            children {\n              id\n              deptCode\n              deptName\n              children {\n                id\n                deptCode\n                deptName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.DepartmentTreeSelectDocument,
    "\n  query RoleOptions {\n    roles {\n      id\n      roleName\n      roleLevel\n      roleType\n      editable\n    }\n  }\n": types.RoleOptionsDocument,
    "\n  query GroupOptions($title: String) {\n    groupPaging(input: { current: 1, size: 100, title: $title }) {\n      total\n      records {\n        id\n        groupName\n        memberCount\n      }\n    }\n  }\n": types.GroupOptionsDocument,
    "\n  query UserSelectPaging($input: AdminUserPagingInput) {\n    adminUserPaging(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        userName\n        realName\n        familyName\n        deptCode\n        deptCodeDictText\n        mobile\n        email\n        state\n      }\n    }\n  }\n": types.UserSelectPagingDocument,
    "\n  query RepoPickPaging($input: RepoPagingInput) {\n    repoPaging(input: $input) {\n      total\n      records {\n        id\n        title\n        quCount\n        objCount\n        subjCount\n      }\n    }\n  }\n": types.RepoPickPagingDocument,
    "\n  query AdminExamPickPaging($input: AdminExamPageInput) {\n    adminExams(input: $input) {\n      total\n      records {\n        id\n        title\n        examType\n        examTypeText\n        offline\n        startTime\n        totalScore\n      }\n    }\n  }\n": types.AdminExamPickPagingDocument,
    "\n  query LearnerExamPickPaging($input: LearnerExamPageInput) {\n    learnerExams(input: $input) {\n      total\n      records {\n        id\n        title\n        examType\n        examTypeText\n        offline\n        startTime\n        totalScore\n      }\n    }\n  }\n": types.LearnerExamPickPagingDocument,
    "\n  query TmplPickPaging($title: String, $size: Int) {\n    notifyTmpls(title: $title, current: 1, size: $size) {\n      total\n      records {\n        id\n        title\n        channels\n      }\n    }\n  }\n": types.TmplPickPagingDocument,
    "\n  query UserPickPaging($input: AdminUserPagingInput) {\n    adminUserPaging(input: $input) {\n      total\n      records {\n        id\n        userName\n        realName\n        familyName\n        deptCodeDictText\n        mobile\n      }\n    }\n  }\n": types.UserPickPagingDocument,
    "\n  fragment TrainingQuestion_fields on TrainingQuestion {\n    id\n    quId\n    trainId\n    sort\n    quType\n    level\n    content\n    answered\n    isRight\n    analysis\n    answer\n    blanks\n    referenceAnswer\n    rightBlanks\n    matchChoices\n    options {\n      id\n      abc\n      content\n      image\n      checked\n      isRight\n    }\n    pairs {\n      leftId\n      text\n    }\n    rightPairs {\n      leftId\n      text\n    }\n    subList {\n      id\n      quType\n      level\n      content\n      answered\n      isRight\n      analysis\n      answer\n      blanks\n      referenceAnswer\n      rightBlanks\n      matchChoices\n      options {\n        id\n        abc\n        content\n        image\n        checked\n        isRight\n      }\n      pairs {\n        leftId\n        text\n      }\n      rightPairs {\n        leftId\n        text\n      }\n    }\n  }\n": types.TrainingQuestion_FieldsFragmentDoc,
    "\n  fragment Training_header on Training {\n    id\n    kind\n    mode\n    modeText\n    repoId\n    examId\n    repoTitle\n    title\n    state\n    total\n    answered\n    rightCount\n    percent\n    createdAt\n    updatedAt\n  }\n": types.Training_HeaderFragmentDoc,
    "\n  mutation StartTraining($input: StartTrainingInput!) {\n    startTraining(input: $input) {\n      ...Training_header\n    }\n  }\n": types.StartTrainingDocument,
    "\n  query TrainingQuestion($input: TrainingQuestionInput!) {\n    trainingQuestion(input: $input) {\n      ...TrainingQuestion_fields\n    }\n  }\n": types.TrainingQuestionDocument,
    "\n  mutation CheckTrainingAnswer($input: TrainingAnswerInput!) {\n    checkTrainingAnswer(input: $input) {\n      ...TrainingQuestion_fields\n    }\n  }\n": types.CheckTrainingAnswerDocument,
    "\n  mutation FillTrainingAnswer($input: TrainingAnswerInput!) {\n    fillTrainingAnswer(input: $input) {\n      ...TrainingQuestion_fields\n    }\n  }\n": types.FillTrainingAnswerDocument,
    "\n  query TrainingCard($id: ID!) {\n    trainingCard(id: $id) {\n      id\n      kind\n      mode\n      state\n      total\n      answered\n      rightCount\n      wrongCount\n      percent\n      items {\n        quId\n        quType\n        sort\n        answered\n        isRight\n      }\n    }\n  }\n": types.TrainingCardDocument,
    "\n  query TrainingDetail($id: ID!) {\n    training(id: $id) {\n      ...Training_header\n    }\n  }\n": types.TrainingDetailDocument,
    "\n  mutation FinishTraining($id: ID!) {\n    finishTraining(id: $id) {\n      ...Training_header\n    }\n  }\n": types.FinishTrainingDocument,
    "\n  query MyTrainings($input: TrainingPageInput) {\n    myTrainings(input: $input) {\n      current\n      size\n      total\n      pages\n      records {\n        ...Training_header\n      }\n    }\n  }\n": types.MyTrainingsDocument,
    "\n  query QuestionDetail($id: ID!) {\n    questionDetail(id: $id) {\n      repoId\n      repoTitle\n      chapterTitle\n      question {\n        ...TrainingQuestion_fields\n      }\n    }\n  }\n": types.QuestionDetailDocument,
    "\n  query UserSettings {\n    me {\n      id\n      mobile\n      smsNotify\n    }\n  }\n": types.UserSettingsDocument,
    "\n  mutation UpdateMySettings($input: UpdateSettingsInput!) {\n    updateMySettings(input: $input) {\n      id\n      smsNotify\n    }\n  }\n": types.UpdateMySettingsDocument,
    "\n  query AdminUserPaging($input: AdminUserPagingInput) {\n    adminUserPaging(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        userName\n        realName\n        familyName\n        className\n        deptCode\n        deptCodeDictText\n        mobile\n        email\n        state\n        expireTime\n        roles\n        roleNames\n        builtIn\n        createTime\n      }\n    }\n  }\n": types.AdminUserPagingDocument,
    "\n  mutation SaveUser($input: SaveUserInput!) {\n    saveUser(input: $input) {\n      id\n    }\n  }\n": types.SaveUserDocument,
    "\n  mutation BatchUserDept($ids: [ID!]!, $deptCode: String!) {\n    batchUserDept(ids: $ids, deptCode: $deptCode)\n  }\n": types.BatchUserDeptDocument,
    "\n  mutation BatchUserRole($ids: [ID!]!, $roles: [ID!]!) {\n    batchUserRole(ids: $ids, roles: $roles)\n  }\n": types.BatchUserRoleDocument,
    "\n  mutation BatchUserExpire($ids: [ID!]!, $expireTime: String) {\n    batchUserExpire(ids: $ids, expireTime: $expireTime)\n  }\n": types.BatchUserExpireDocument,
    "\n  mutation SetUserState($ids: [ID!]!, $state: Int!) {\n    setUserState(ids: $ids, state: $state)\n  }\n": types.SetUserStateDocument,
    "\n  mutation ChangeUserPassword($input: ChangeUserPasswordInput!) {\n    changeUserPassword(input: $input)\n  }\n": types.ChangeUserPasswordDocument,
    "\n  mutation StartUserExport($input: UserExportInput) {\n    startUserExport(input: $input) {\n      id\n      state\n      progress\n    }\n  }\n": types.StartUserExportDocument,
    "\n  query UserTransferJob($id: ID!) {\n    userTransferJob(id: $id) {\n      id\n      kind\n      state\n      progress\n      total\n      imported\n      failed\n      failReason\n      failMessage\n      fileName\n      hasResult\n      hasErrorReport\n      downloadPath\n      errors {\n        row\n        field\n        fieldName\n        subCode\n        message\n      }\n    }\n  }\n": types.UserTransferJobDocument,
    "\n  query WrongBookRepos($input: WrongBookRepoPageInput) {\n    wrongBookRepos(input: $input) {\n      total\n      records {\n        repoId\n        repoTitle\n        quCount\n        wrongCount\n        lastWrongAt\n      }\n    }\n  }\n": types.WrongBookReposDocument,
    "\n  query WrongBookQuestions($input: WrongBookQuestionPageInput) {\n    wrongBookQuestions(input: $input) {\n      total\n      current\n      size\n      records {\n        quId\n        quType\n        repoId\n        repoTitle\n        title\n        wrongCount\n        rightStreak\n        lastWrongAt\n      }\n    }\n  }\n": types.WrongBookQuestionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query LicenceProbe {\n            adminUserPaging {\n              total\n            }\n          }\n        "): (typeof documents)["\n          query LicenceProbe {\n            adminUserPaging {\n              total\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SessionRevoked {\n    sessionRevoked\n  }\n"): (typeof documents)["\n  subscription SessionRevoked {\n    sessionRevoked\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShellUser on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    avatar\n    roleType\n  }\n"): (typeof documents)["\n  fragment ShellUser on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    avatar\n    roleType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionBootstrap {\n    me {\n      id\n      roleType\n      permissions\n      ...ShellUser\n    }\n    # Menus are at most four levels deep (container > group > view > hidden detail).\n    myRoutes {\n      id\n      name\n      path\n      component\n      redirect\n      hidden\n      meta {\n        title\n        icon\n      }\n      children {\n        id\n        name\n        path\n        component\n        redirect\n        hidden\n        meta {\n          title\n          icon\n        }\n        children {\n          id\n          name\n          path\n          component\n          redirect\n          hidden\n          meta {\n            title\n            icon\n          }\n          children {\n            id\n            name\n            path\n            component\n            redirect\n            hidden\n            meta {\n              title\n              icon\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionBootstrap {\n    me {\n      id\n      roleType\n      permissions\n      ...ShellUser\n    }\n    # Menus are at most four levels deep (container > group > view > hidden detail).\n    myRoutes {\n      id\n      name\n      path\n      component\n      redirect\n      hidden\n      meta {\n        title\n        icon\n      }\n      children {\n        id\n        name\n        path\n        component\n        redirect\n        hidden\n        meta {\n          title\n          icon\n        }\n        children {\n          id\n          name\n          path\n          component\n          redirect\n          hidden\n          meta {\n            title\n            icon\n          }\n          children {\n            id\n            name\n            path\n            component\n            redirect\n            hidden\n            meta {\n              title\n              icon\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitePublicConfig {\n    sitePublicConfig {\n      siteName\n      backLogo\n      frontLogo\n      copyRight\n      moduleExam\n      moduleCourse\n      captchaEnabled\n    }\n  }\n"): (typeof documents)["\n  query SitePublicConfig {\n    sitePublicConfig {\n      siteName\n      backLogo\n      frontLogo\n      copyRight\n      moduleExam\n      moduleCourse\n      captchaEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogs($input: AuditLogPagingInput) {\n    auditLogs(input: $input) {\n      total\n      records {\n        id\n        actorId\n        actorName\n        action\n        targetType\n        targetId\n        outcome\n        errorName\n        errorCode\n        detail\n        ip\n        createTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLogs($input: AuditLogPagingInput) {\n    auditLogs(input: $input) {\n      total\n      records {\n        id\n        actorId\n        actorName\n        action\n        targetType\n        targetId\n        outcome\n        errorName\n        errorCode\n        detail\n        ip\n        createTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FaceLogin($input: FaceLoginInput!) {\n    faceLogin(input: $input) {\n      token\n      user {\n        id\n        roleType\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FaceLogin($input: FaceLoginInput!) {\n    faceLogin(input: $input) {\n      token\n      user {\n        id\n        roleType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        roleType\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        roleType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginSwitches {\n    switchConfig {\n      faceLogin\n      mobileLogin\n      userReg\n      userDeptType\n      wechatLogin\n      cropLogin\n      dingLogin\n    }\n  }\n"): (typeof documents)["\n  query LoginSwitches {\n    switchConfig {\n      faceLogin\n      mobileLogin\n      userReg\n      userDeptType\n      wechatLogin\n      cropLogin\n      dingLogin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSmsCode($input: SendSmsCodeInput!) {\n    sendSmsCode(input: $input) {\n      waitSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation SendSmsCode($input: SendSmsCodeInput!) {\n    sendSmsCode(input: $input) {\n      waitSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MobileLogin($input: MobileLoginInput!) {\n    mobileLogin(input: $input) {\n      token\n      user {\n        id\n        roleType\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MobileLogin($input: MobileLoginInput!) {\n    mobileLogin(input: $input) {\n      token\n      user {\n        id\n        roleType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterDepartments {\n    registerDepartments {\n      id\n      deptCode\n      deptName\n      children {\n        id\n        deptCode\n        deptName\n        children {\n          id\n          deptCode\n          deptName\n          children {\n            id\n            deptCode\n            deptName\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegisterDepartments {\n    registerDepartments {\n      id\n      deptCode\n      deptName\n      children {\n        id\n        deptCode\n        deptName\n        children {\n          id\n          deptCode\n          deptName\n          children {\n            id\n            deptCode\n            deptName\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatLoginTypes {\n    chatLoginTypes\n  }\n"): (typeof documents)["\n  query ChatLoginTypes {\n    chatLoginTypes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatLoginUrl($loginType: String!, $bind: Boolean!) {\n    chatLoginUrl(loginType: $loginType, bind: $bind) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation ChatLoginUrl($loginType: String!, $bind: Boolean!) {\n    chatLoginUrl(loginType: $loginType, bind: $bind) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteChatLogin($ticket: String!) {\n    completeChatLogin(ticket: $ticket) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteChatLogin($ticket: String!) {\n    completeChatLogin(ticket: $ticket) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCaptcha {\n    createCaptcha {\n      key\n      image\n      expiresInSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCaptcha {\n    createCaptcha {\n      key\n      image\n      expiresInSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLoginBindings {\n    myLoginBindings {\n      id\n      loginType\n      openId\n      createTime\n    }\n  }\n"): (typeof documents)["\n  query MyLoginBindings {\n    myLoginBindings {\n      id\n      loginType\n      openId\n      createTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindMobile($input: BindMobileInput!) {\n    bindMobile(input: $input) {\n      id\n      openId\n    }\n  }\n"): (typeof documents)["\n  mutation BindMobile($input: BindMobileInput!) {\n    bindMobile(input: $input) {\n      id\n      openId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnbindMobile($input: BindMobileInput!) {\n    unbindMobile(input: $input)\n  }\n"): (typeof documents)["\n  mutation UnbindMobile($input: BindMobileInput!) {\n    unbindMobile(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnbindLogin($loginType: String!) {\n    unbindLogin(loginType: $loginType)\n  }\n"): (typeof documents)["\n  mutation UnbindLogin($loginType: String!) {\n    unbindLogin(loginType: $loginType)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserLoginBindings($userId: ID!) {\n    userLoginBindings(userId: $userId) {\n      id\n      loginType\n      openId\n      createTime\n    }\n  }\n"): (typeof documents)["\n  query UserLoginBindings($userId: ID!) {\n    userLoginBindings(userId: $userId) {\n      id\n      loginType\n      openId\n      createTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DirectBindMobile($userId: ID!, $mobile: String!) {\n    directBindMobile(userId: $userId, mobile: $mobile) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DirectBindMobile($userId: ID!, $mobile: String!) {\n    directBindMobile(userId: $userId, mobile: $mobile) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DirectUnbindMobile($userId: ID!, $mobile: String!) {\n    directUnbindMobile(userId: $userId, mobile: $mobile)\n  }\n"): (typeof documents)["\n  mutation DirectUnbindMobile($userId: ID!, $mobile: String!) {\n    directUnbindMobile(userId: $userId, mobile: $mobile)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnbindLoginById($id: ID!) {\n    unbindLoginById(id: $id)\n  }\n"): (typeof documents)["\n  mutation UnbindLoginById($id: ID!) {\n    unbindLoginById(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteConfig {\n    siteConfig {\n      siteName\n      backLogo\n      frontLogo\n      tmpDir\n      copyRight\n      h5Host\n      moduleExam\n      moduleCourse\n    }\n  }\n"): (typeof documents)["\n  query SiteConfig {\n    siteConfig {\n      siteName\n      backLogo\n      frontLogo\n      tmpDir\n      copyRight\n      h5Host\n      moduleExam\n      moduleCourse\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSiteConfig($input: SaveSiteConfigInput!) {\n    saveSiteConfig(input: $input) {\n      siteName\n      backLogo\n      frontLogo\n      tmpDir\n      copyRight\n      h5Host\n      moduleExam\n      moduleCourse\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSiteConfig($input: SaveSiteConfigInput!) {\n    saveSiteConfig(input: $input) {\n      siteName\n      backLogo\n      frontLogo\n      tmpDir\n      copyRight\n      h5Host\n      moduleExam\n      moduleCourse\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SwitchConfig {\n    switchConfig {\n      userReg\n      userAudit\n      userDeptType\n      userDeptCode\n      mobileLogin\n      wechatLogin\n      faceLogin\n      cropLogin\n      dingLogin\n      realPerson\n      faceAudit\n      loginTick\n      livenessLogin\n      livenessCheck\n      livenessRealName\n      livenessCapture\n    }\n  }\n"): (typeof documents)["\n  query SwitchConfig {\n    switchConfig {\n      userReg\n      userAudit\n      userDeptType\n      userDeptCode\n      mobileLogin\n      wechatLogin\n      faceLogin\n      cropLogin\n      dingLogin\n      realPerson\n      faceAudit\n      loginTick\n      livenessLogin\n      livenessCheck\n      livenessRealName\n      livenessCapture\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSwitchConfig($input: SaveSwitchConfigInput!) {\n    saveSwitchConfig(input: $input) {\n      userReg\n      userAudit\n      userDeptType\n      userDeptCode\n      mobileLogin\n      wechatLogin\n      faceLogin\n      cropLogin\n      dingLogin\n      realPerson\n      faceAudit\n      loginTick\n      livenessLogin\n      livenessCheck\n      livenessRealName\n      livenessCapture\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSwitchConfig($input: SaveSwitchConfigInput!) {\n    saveSwitchConfig(input: $input) {\n      userReg\n      userAudit\n      userDeptType\n      userDeptCode\n      mobileLogin\n      wechatLogin\n      faceLogin\n      cropLogin\n      dingLogin\n      realPerson\n      faceAudit\n      loginTick\n      livenessLogin\n      livenessCheck\n      livenessRealName\n      livenessCapture\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderConfig($type: String!, $provider: String) {\n    providerConfig(type: $type, provider: $provider) {\n      id\n      type\n      provider\n      active\n      saved\n      hasSecret\n      secretFields\n      remark\n      data {\n        accessKeyId\n        accessKeySecret\n        aesIv\n        aesKey\n        appId\n        appKey\n        arn\n        bucket\n        dbName\n        decodeUrl\n        directUpload\n        encodeIv\n        encodeKey\n        encodeType\n        encodeUrl\n        endpoint\n        faceGroup\n        ffmpegHome\n        groupId\n        liveCheck\n        liveLevel\n        localDir\n        mediaQueue\n        pullDomain\n        pullKey\n        pushDomain\n        pushKey\n        region\n        secretId\n        secretKey\n        url\n        videoEncode\n        videoQuality\n        signName\n        templateCode\n        templateId\n        noticeTemplateCode\n        noticeTemplateId\n        sdkAppId\n        appSecret\n        corpId\n        agentId\n        secret\n        clientId\n        clientSecret\n        authorizeUrl\n        tokenUrl\n        userInfoUrl\n        redirectBase\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProviderConfig($type: String!, $provider: String) {\n    providerConfig(type: $type, provider: $provider) {\n      id\n      type\n      provider\n      active\n      saved\n      hasSecret\n      secretFields\n      remark\n      data {\n        accessKeyId\n        accessKeySecret\n        aesIv\n        aesKey\n        appId\n        appKey\n        arn\n        bucket\n        dbName\n        decodeUrl\n        directUpload\n        encodeIv\n        encodeKey\n        encodeType\n        encodeUrl\n        endpoint\n        faceGroup\n        ffmpegHome\n        groupId\n        liveCheck\n        liveLevel\n        localDir\n        mediaQueue\n        pullDomain\n        pullKey\n        pushDomain\n        pushKey\n        region\n        secretId\n        secretKey\n        url\n        videoEncode\n        videoQuality\n        signName\n        templateCode\n        templateId\n        noticeTemplateCode\n        noticeTemplateId\n        sdkAppId\n        appSecret\n        corpId\n        agentId\n        secret\n        clientId\n        clientSecret\n        authorizeUrl\n        tokenUrl\n        userInfoUrl\n        redirectBase\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProviderConfig($input: SaveProviderConfigInput!) {\n    saveProviderConfig(input: $input) {\n      id\n      provider\n      active\n      saved\n    }\n  }\n"): (typeof documents)["\n  mutation SaveProviderConfig($input: SaveProviderConfigInput!) {\n    saveProviderConfig(input: $input) {\n      id\n      provider\n      active\n      saved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeProvider($type: String!, $provider: String!) {\n    changeProvider(type: $type, provider: $provider) {\n      id\n      provider\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeProvider($type: String!, $provider: String!) {\n    changeProvider(type: $type, provider: $provider) {\n      id\n      provider\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCourses($input: CoursePagingInput) {\n    courses(input: $input) {\n      total\n      records {\n        id\n        title\n        state\n        openType\n        sort\n        itemCount\n        updateTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCourses($input: CoursePagingInput) {\n    courses(input: $input) {\n      total\n      records {\n        id\n        title\n        state\n        openType\n        sort\n        itemCount\n        updateTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCourse($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      coverId\n      cover\n      content\n      state\n      openType\n      dragLimit\n      finishShare\n      sort\n      departIds\n      groupIds\n      userIds\n      chapters {\n        id\n        title\n        items {\n          id\n          title\n          itemType\n          fileId\n          refId\n          fileUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCourse($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      coverId\n      cover\n      content\n      state\n      openType\n      dragLimit\n      finishShare\n      sort\n      departIds\n      groupIds\n      userIds\n      chapters {\n        id\n        title\n        items {\n          id\n          title\n          itemType\n          fileId\n          refId\n          fileUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCourse($input: SaveCourseInput!) {\n    saveCourse(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCourse($input: SaveCourseInput!) {\n    saveCourse(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCourseState($ids: [ID!]!, $state: Int!) {\n    setCourseState(ids: $ids, state: $state)\n  }\n"): (typeof documents)["\n  mutation SetCourseState($ids: [ID!]!, $state: Int!) {\n    setCourseState(ids: $ids, state: $state)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCourseSort($id: ID!, $sort: Int!) {\n    setCourseSort(id: $id, sort: $sort) {\n      id\n      sort\n    }\n  }\n"): (typeof documents)["\n  mutation SetCourseSort($id: ID!, $sort: Int!) {\n    setCourseSort(id: $id, sort: $sort) {\n      id\n      sort\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCourses($ids: [ID!]!) {\n    deleteCourses(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteCourses($ids: [ID!]!) {\n    deleteCourses(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseRefRepo($id: ID!) {\n    repoDetail(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query CourseRefRepo($id: ID!) {\n    repoDetail(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseRefExam($id: ID!) {\n    examDetail(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query CourseRefExam($id: ID!) {\n    examDetail(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseFiles($input: CourseFilePagingInput) {\n    courseFiles(input: $input) {\n      total\n      records {\n        fileId\n        name\n        kind\n        size\n        url\n        useCount\n        state\n        progress\n        message\n        encode\n        quality\n        duration\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseFiles($input: CourseFilePagingInput) {\n    courseFiles(input: $input) {\n      total\n      records {\n        fileId\n        name\n        kind\n        size\n        url\n        useCount\n        state\n        progress\n        message\n        encode\n        quality\n        duration\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TranscodeCourseFile($fileId: ID!) {\n    transcodeCourseFile(fileId: $fileId) {\n      fileId\n      state\n      progress\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation TranscodeCourseFile($fileId: ID!) {\n    transcodeCourseFile(fileId: $fileId) {\n      fileId\n      state\n      progress\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCourses($input: CoursePagingInput) {\n    myCourses(input: $input) {\n      total\n      records {\n        id\n        title\n        cover\n        itemCount\n        finishedCount\n        percent\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyCourses($input: CoursePagingInput) {\n    myCourses(input: $input) {\n      total\n      records {\n        id\n        title\n        cover\n        itemCount\n        finishedCount\n        percent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LearnerCourse($id: ID!) {\n    learnerCourse(id: $id) {\n      id\n      title\n      cover\n      content\n      itemCount\n      finishedCount\n      percent\n      chapters {\n        id\n        title\n        items {\n          id\n          title\n          itemType\n        }\n      }\n      progress {\n        itemId\n        furthest\n        duration\n        finished\n      }\n    }\n  }\n"): (typeof documents)["\n  query LearnerCourse($id: ID!) {\n    learnerCourse(id: $id) {\n      id\n      title\n      cover\n      content\n      itemCount\n      finishedCount\n      percent\n      chapters {\n        id\n        title\n        items {\n          id\n          title\n          itemType\n        }\n      }\n      progress {\n        itemId\n        furthest\n        duration\n        finished\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenCourseItem($itemId: ID!) {\n    openCourseItem(itemId: $itemId) {\n      itemId\n      courseId\n      courseTitle\n      chapterTitle\n      title\n      itemType\n      refId\n      fileUrl\n      dragLimit\n      finishShare\n      playback {\n        url\n        hls\n        encrypted\n        keyAuth\n        state\n        renditions {\n          quality\n          height\n          url\n        }\n      }\n      progress {\n        itemId\n        position\n        furthest\n        duration\n        finished\n      }\n      goal {\n        itemType\n        done\n        required\n        total\n        passMark\n        finished\n      }\n      documentKind\n      documentUrl\n      fileName\n    }\n  }\n"): (typeof documents)["\n  mutation OpenCourseItem($itemId: ID!) {\n    openCourseItem(itemId: $itemId) {\n      itemId\n      courseId\n      courseTitle\n      chapterTitle\n      title\n      itemType\n      refId\n      fileUrl\n      dragLimit\n      finishShare\n      playback {\n        url\n        hls\n        encrypted\n        keyAuth\n        state\n        renditions {\n          quality\n          height\n          url\n        }\n      }\n      progress {\n        itemId\n        position\n        furthest\n        duration\n        finished\n      }\n      goal {\n        itemType\n        done\n        required\n        total\n        passMark\n        finished\n      }\n      documentKind\n      documentUrl\n      fileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportCourseProgress($itemId: ID!, $position: Float!, $duration: Float) {\n    reportCourseProgress(itemId: $itemId, position: $position, duration: $duration) {\n      itemId\n      position\n      furthest\n      duration\n      finished\n    }\n  }\n"): (typeof documents)["\n  mutation ReportCourseProgress($itemId: ID!, $position: Float!, $duration: Float) {\n    reportCourseProgress(itemId: $itemId, position: $position, duration: $duration) {\n      itemId\n      position\n      furthest\n      duration\n      finished\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCourseCompletion {\n    myCourseCompletion {\n      courseId\n      title\n      itemCount\n      finishedCount\n      percent\n      lastStudyTime\n    }\n  }\n"): (typeof documents)["\n  query MyCourseCompletion {\n    myCourseCompletion {\n      courseId\n      title\n      itemCount\n      finishedCount\n      percent\n      lastStudyTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CountTiles_counts on DashboardCounts {\n    userCount\n    examCount\n    repoCount\n    quCount\n    courseCount\n    fileCount\n  }\n"): (typeof documents)["\n  fragment CountTiles_counts on DashboardCounts {\n    userCount\n    examCount\n    repoCount\n    quCount\n    courseCount\n    fileCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard($exams: Boolean!) {\n    dashboardCounts {\n      ...CountTiles_counts\n    }\n    dashboardExamWeek @include(if: $exams) {\n      ...ExamWeekChart_days\n    }\n    dashboardUserWeek {\n      ...UserWeekChart_days\n    }\n  }\n"): (typeof documents)["\n  query Dashboard($exams: Boolean!) {\n    dashboardCounts {\n      ...CountTiles_counts\n    }\n    dashboardExamWeek @include(if: $exams) {\n      ...ExamWeekChart_days\n    }\n    dashboardUserWeek {\n      ...UserWeekChart_days\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExamWeekChart_days on ExamDayStat {\n    dateStr\n    examCount\n    examUser\n    passUser\n  }\n"): (typeof documents)["\n  fragment ExamWeekChart_days on ExamDayStat {\n    dateStr\n    examCount\n    examUser\n    passUser\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardOngoingExams($input: OngoingExamPageInput) {\n    dashboardOngoingExams(input: $input) {\n      records {\n        id\n        title\n        procCount\n        handCount\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query DashboardOngoingExams($input: OngoingExamPageInput) {\n    dashboardOngoingExams(input: $input) {\n      records {\n        id\n        title\n        procCount\n        handCount\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserWeekChart_days on UserDayStat {\n    dateStr\n    newUser\n    activeUser\n    allUser\n  }\n"): (typeof documents)["\n  fragment UserWeekChart_days on UserDayStat {\n    dateStr\n    newUser\n    activeUser\n    allUser\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DictCatalogTree($keyword: String) {\n    dictCatalogTree(keyword: $keyword) {\n      id\n      parentId\n      title\n      dicCode\n      remark\n      sort\n      builtIn\n      children {\n        id\n        parentId\n        title\n        dicCode\n        remark\n        sort\n        builtIn\n        children {\n          id\n          parentId\n          title\n          dicCode\n          remark\n          sort\n          builtIn\n          children {\n            id\n            parentId\n            title\n            dicCode\n            remark\n            sort\n            builtIn\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DictCatalogTree($keyword: String) {\n    dictCatalogTree(keyword: $keyword) {\n      id\n      parentId\n      title\n      dicCode\n      remark\n      sort\n      builtIn\n      children {\n        id\n        parentId\n        title\n        dicCode\n        remark\n        sort\n        builtIn\n        children {\n          id\n          parentId\n          title\n          dicCode\n          remark\n          sort\n          builtIn\n          children {\n            id\n            parentId\n            title\n            dicCode\n            remark\n            sort\n            builtIn\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DictValueTree($dicCode: String!) {\n    dictValueTree(dicCode: $dicCode) {\n      id\n      parentId\n      dicCode\n      value\n      title\n      sort\n      builtIn\n      children {\n        id\n        parentId\n        dicCode\n        value\n        title\n        sort\n        builtIn\n        children {\n          id\n          parentId\n          dicCode\n          value\n          title\n          sort\n          builtIn\n          children {\n            id\n            parentId\n            dicCode\n            value\n            title\n            sort\n            builtIn\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DictValueTree($dicCode: String!) {\n    dictValueTree(dicCode: $dicCode) {\n      id\n      parentId\n      dicCode\n      value\n      title\n      sort\n      builtIn\n      children {\n        id\n        parentId\n        dicCode\n        value\n        title\n        sort\n        builtIn\n        children {\n          id\n          parentId\n          dicCode\n          value\n          title\n          sort\n          builtIn\n          children {\n            id\n            parentId\n            dicCode\n            value\n            title\n            sort\n            builtIn\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDictCatalog($input: SaveDictCatalogInput!) {\n    saveDictCatalog(input: $input) {\n      id\n      dicCode\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDictCatalog($input: SaveDictCatalogInput!) {\n    saveDictCatalog(input: $input) {\n      id\n      dicCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDictCatalogs($ids: [ID!]!) {\n    deleteDictCatalogs(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteDictCatalogs($ids: [ID!]!) {\n    deleteDictCatalogs(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDictValue($input: SaveDictValueInput!) {\n    saveDictValue(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDictValue($input: SaveDictValueInput!) {\n    saveDictValue(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDictValues($ids: [ID!]!) {\n    deleteDictValues(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteDictValues($ids: [ID!]!) {\n    deleteDictValues(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dictionary($dicCode: String!) {\n    dictionary(dicCode: $dicCode) {\n      value\n      title\n    }\n  }\n"): (typeof documents)["\n  query Dictionary($dicCode: String!) {\n    dictionary(dicCode: $dicCode) {\n      value\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExamItemAnalysis($examId: ID!) {\n    examItemAnalysis(examId: $examId) {\n      examId\n      title\n      papers\n      alpha\n      alphaItems\n      minAttempts\n      items {\n        quId\n        quType\n        content\n        level\n        attempts\n        meanScore\n        fullScore\n        facility\n        discrimination\n        itemRestCorrelation\n        flags\n        suggestedLevel\n        unanswered\n        options {\n          id\n          abc\n          isRight\n          count\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExamItemAnalysis($examId: ID!) {\n    examItemAnalysis(examId: $examId) {\n      examId\n      title\n      papers\n      alpha\n      alphaItems\n      minAttempts\n      items {\n        quId\n        quType\n        content\n        level\n        attempts\n        meanScore\n        fullScore\n        facility\n        discrimination\n        itemRestCorrelation\n        flags\n        suggestedLevel\n        unanswered\n        options {\n          id\n          abc\n          isRight\n          count\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplySuggestedLevel($examId: ID!, $quId: ID!) {\n    applySuggestedLevel(examId: $examId, quId: $quId) {\n      id\n      level\n    }\n  }\n"): (typeof documents)["\n  mutation ApplySuggestedLevel($examId: ID!, $quId: ID!) {\n    applySuggestedLevel(examId: $examId, quId: $quId) {\n      id\n      level\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExamTmpls {\n    examTmpls(size: 100) {\n      records {\n        id\n        title\n        groupCount\n        totalScore\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExamTmpls {\n    examTmpls(size: 100) {\n      records {\n        id\n        title\n        groupCount\n        totalScore\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExamTmplGroups($tmplId: ID!) {\n    examTmplGroups(tmplId: $tmplId) {\n      id\n      repoId\n      repoTitle\n      chapterId\n      chapterTitle\n      quType\n      level\n      quCount\n      quScore\n    }\n  }\n"): (typeof documents)["\n  query ExamTmplGroups($tmplId: ID!) {\n    examTmplGroups(tmplId: $tmplId) {\n      id\n      repoId\n      repoTitle\n      chapterId\n      chapterTitle\n      quType\n      level\n      quCount\n      quScore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveExamTmpl($examId: ID!, $title: String!) {\n    saveExamTmpl(examId: $examId, title: $title) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation SaveExamTmpl($examId: ID!, $title: String!) {\n    saveExamTmpl(examId: $examId, title: $title) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminExams($input: AdminExamPageInput) {\n    adminExams(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        title\n        examType\n        examTypeText\n        offline\n        openType\n        startTime\n        endTime\n        totalTime\n        totalScore\n        state\n        listState\n        paperCount\n        canProctor\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminExams($input: AdminExamPageInput) {\n    adminExams(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        title\n        examType\n        examTypeText\n        offline\n        openType\n        startTime\n        endTime\n        totalTime\n        totalScore\n        state\n        listState\n        paperCount\n        canProctor\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExamDetail($id: ID!) {\n    examDetail(id: $id) {\n      id\n      title\n      content\n      examType\n      offline\n      openType\n      password\n      applyOn\n      state\n      listState\n      startTime\n      endTime\n      totalTime\n      totalScore\n      qualifyScore\n      chance\n      lateMax\n      handMin\n      staggerMinutes\n      shuffleQuestions\n      shuffleOptions\n      answerDisplay\n      partialCredit\n      camOn\n      camInterval\n      faceOn\n      faceChance\n      leaveOn\n      leaveCount\n      leaveSeconds\n      departIds\n      groupIds\n      userIds\n      proctors {\n        kind\n        id\n        name\n      }\n      paperCount\n      ruleList {\n        id\n        repoId\n        repoTitle\n        chapterId\n        chapterTitle\n        quType\n        level\n        quCount\n        quScore\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExamDetail($id: ID!) {\n    examDetail(id: $id) {\n      id\n      title\n      content\n      examType\n      offline\n      openType\n      password\n      applyOn\n      state\n      listState\n      startTime\n      endTime\n      totalTime\n      totalScore\n      qualifyScore\n      chance\n      lateMax\n      handMin\n      staggerMinutes\n      shuffleQuestions\n      shuffleOptions\n      answerDisplay\n      partialCredit\n      camOn\n      camInterval\n      faceOn\n      faceChance\n      leaveOn\n      leaveCount\n      leaveSeconds\n      departIds\n      groupIds\n      userIds\n      proctors {\n        kind\n        id\n        name\n      }\n      paperCount\n      ruleList {\n        id\n        repoId\n        repoTitle\n        chapterId\n        chapterTitle\n        quType\n        level\n        quCount\n        quScore\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExamTitle($id: ID!) {\n    examDetail(id: $id) {\n      id\n      title\n      startTime\n      endTime\n      totalTime\n      totalScore\n      listState\n      proctors {\n        kind\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExamTitle($id: ID!) {\n    examDetail(id: $id) {\n      id\n      title\n      startTime\n      endTime\n      totalTime\n      totalScore\n      listState\n      proctors {\n        kind\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveExam($input: ExamSaveInput!) {\n    saveExam(input: $input)\n  }\n"): (typeof documents)["\n  mutation SaveExam($input: ExamSaveInput!) {\n    saveExam(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetExamState($id: ID!, $state: Int!) {\n    setExamState(id: $id, state: $state)\n  }\n"): (typeof documents)["\n  mutation SetExamState($id: ID!, $state: Int!) {\n    setExamState(id: $id, state: $state)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteExams($ids: [ID!]!) {\n    deleteExams(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteExams($ids: [ID!]!) {\n    deleteExams(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RuleQuestionCount($input: AdminQuestionPagingInput) {\n    adminQuestionPaging(input: $input) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query RuleQuestionCount($input: AdminQuestionPagingInput) {\n    adminQuestionPaging(input: $input) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScopeUserName($id: ID!) {\n    adminUser(id: $id) {\n      id\n      userName\n      realName\n      familyName\n    }\n  }\n"): (typeof documents)["\n  query ScopeUserName($id: ID!) {\n    adminUser(id: $id) {\n      id\n      userName\n      realName\n      familyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExamApplies($input: ExamApplyPageInput) {\n    examApplies(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        examId\n        examTitle\n        userId\n        applyUser\n        familyName\n        userName\n        applyTime\n        applyMsg\n        auditState\n        auditBy\n        auditByName\n        auditMsg\n        auditTime\n        auditUsed\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExamApplies($input: ExamApplyPageInput) {\n    examApplies(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        examId\n        examTitle\n        userId\n        applyUser\n        familyName\n        userName\n        applyTime\n        applyMsg\n        auditState\n        auditBy\n        auditByName\n        auditMsg\n        auditTime\n        auditUsed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuditExamApplies($input: AuditExamAppliesInput!) {\n    auditExamApplies(input: $input)\n  }\n"): (typeof documents)["\n  mutation AuditExamApplies($input: AuditExamAppliesInput!) {\n    auditExamApplies(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteExamApplies($ids: [ID!]!) {\n    deleteExamApplies(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteExamApplies($ids: [ID!]!) {\n    deleteExamApplies(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExamPapers($input: ExamPaperPageInput) {\n    examPapers(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        examId\n        userId\n        realName\n        familyName\n        userName\n        deptName\n        state\n        startedAt\n        handedAt\n        userTime\n        userScore\n        objScore\n        subjScore\n        totalScore\n        qualifyScore\n        passed\n        reviewState\n        exState\n        exMsg\n        leaveTimes\n        handBy\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExamPapers($input: ExamPaperPageInput) {\n    examPapers(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        examId\n        userId\n        realName\n        familyName\n        userName\n        deptName\n        state\n        startedAt\n        handedAt\n        userTime\n        userScore\n        objScore\n        subjScore\n        totalScore\n        qualifyScore\n        passed\n        reviewState\n        exState\n        exMsg\n        leaveTimes\n        handBy\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HandedInPapers($input: HandedInPaperPageInput!) {\n    handedInPapers(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        userId\n        realName\n        familyName\n        userName\n        deptName\n        handTime\n        userTime\n        state\n        handBy\n        userScore\n        exState\n        exMsg\n        leaveTimes\n      }\n    }\n  }\n"): (typeof documents)["\n  query HandedInPapers($input: HandedInPaperPageInput!) {\n    handedInPapers(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        userId\n        realName\n        familyName\n        userName\n        deptName\n        handTime\n        userTime\n        state\n        handBy\n        userScore\n        exState\n        exMsg\n        leaveTimes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkPapersAs($input: MarkPapersAsInput!) {\n    markPapersAs(input: $input)\n  }\n"): (typeof documents)["\n  mutation MarkPapersAs($input: MarkPapersAsInput!) {\n    markPapersAs(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePapers($ids: [ID!]!) {\n    deletePapers(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeletePapers($ids: [ID!]!) {\n    deletePapers(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantExtraTime($input: ExtraTimeInput!) {\n    grantExtraTime(input: $input) {\n      paperId\n      deadline\n      leftSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation GrantExtraTime($input: ExtraTimeInput!) {\n    grantExtraTime(input: $input) {\n      paperId\n      deadline\n      leftSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaperReview($id: ID!) {\n    paperReview(id: $id) {\n      id\n      examId\n      examTitle\n      userId\n      realName\n      familyName\n      userName\n      deptName\n      state\n      startedAt\n      handedAt\n      userTime\n      userScore\n      objScore\n      subjScore\n      totalScore\n      qualifyScore\n      passed\n      reviewState\n      markingLeft\n      items {\n        quId\n        quType\n        sort\n        score\n        userScore\n        isRight\n        needsMarking\n        comment\n        question {\n          ...PaperQuestion_fields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaperReview($id: ID!) {\n    paperReview(id: $id) {\n      id\n      examId\n      examTitle\n      userId\n      realName\n      familyName\n      userName\n      deptName\n      state\n      startedAt\n      handedAt\n      userTime\n      userScore\n      objScore\n      subjScore\n      totalScore\n      qualifyScore\n      passed\n      reviewState\n      markingLeft\n      items {\n        quId\n        quType\n        sort\n        score\n        userScore\n        isRight\n        needsMarking\n        comment\n        question {\n          ...PaperQuestion_fields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewPaper($input: ReviewPaperInput!) {\n    reviewPaper(input: $input) {\n      id\n      state\n      objScore\n      subjScore\n      userScore\n      totalScore\n      passed\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewPaper($input: ReviewPaperInput!) {\n    reviewPaper(input: $input) {\n      id\n      state\n      objScore\n      subjScore\n      userScore\n      totalScore\n      passed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaperMonitor($id: ID!) {\n    paperMonitor(id: $id) {\n      paperId\n      camOn\n      camInterval\n      faceOn\n      faceChance\n      faceFails\n      leaveOn\n      leaveCount\n      leaveSeconds\n      leaveTimes\n    }\n  }\n"): (typeof documents)["\n  query PaperMonitor($id: ID!) {\n    paperMonitor(id: $id) {\n      paperId\n      camOn\n      camInterval\n      faceOn\n      faceChance\n      faceFails\n      leaveOn\n      leaveCount\n      leaveSeconds\n      leaveTimes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCapture($input: CaptureSaveInput!) {\n    saveCapture(input: $input) {\n      isBreak\n      failCount\n      faceChance\n      leftChances\n      pass\n      failMsg\n      captureId\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCapture($input: CaptureSaveInput!) {\n    saveCapture(input: $input) {\n      isBreak\n      failCount\n      faceChance\n      leftChances\n      pass\n      failMsg\n      captureId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckProcess($id: ID!) {\n    checkProcess(id: $id) {\n      leaveTimes\n      overLimit\n      leaveCount\n      leaveSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation CheckProcess($id: ID!) {\n    checkProcess(id: $id) {\n      leaveTimes\n      overLimit\n      leaveCount\n      leaveSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveIncr($input: LeaveIncrInput!) {\n    leaveIncr(input: $input) {\n      leaveTimes\n      overLimit\n      leaveCount\n      leaveSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveIncr($input: LeaveIncrInput!) {\n    leaveIncr(input: $input) {\n      leaveTimes\n      overLimit\n      leaveCount\n      leaveSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyExamEvents($examId: ID!) {\n    myExamEvents(examId: $examId) {\n      kind\n      examId\n      paperId\n      message\n      at\n      handBy\n      deadline\n    }\n  }\n"): (typeof documents)["\n  subscription MyExamEvents($examId: ID!) {\n    myExamEvents(examId: $examId) {\n      kind\n      examId\n      paperId\n      message\n      at\n      handBy\n      deadline\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExamTakeOpenPaper($examId: ID!) {\n    serverTime\n    openPaper(examId: $examId) {\n      id\n      examId\n      title\n      state\n      leftSeconds\n      totalScore\n      qualifyScore\n      handMin\n      startedAt\n      deadline\n      quCount\n      answeredCount\n      items {\n        quId\n        quType\n        sort\n        score\n        answered\n        mark\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExamTakeOpenPaper($examId: ID!) {\n    serverTime\n    openPaper(examId: $examId) {\n      id\n      examId\n      title\n      state\n      leftSeconds\n      totalScore\n      qualifyScore\n      handMin\n      startedAt\n      deadline\n      quCount\n      answeredCount\n      items {\n        quId\n        quType\n        sort\n        score\n        answered\n        mark\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExamTakeQuestion($paperId: ID!, $quId: ID!) {\n    paperQuestion(paperId: $paperId, quId: $quId) {\n      id\n      quId\n      paperId\n      sort\n      quType\n      level\n      content\n      answered\n      mark\n      score\n      seq\n      answer\n      blanks\n      matchChoices\n      options {\n        id\n        abc\n        content\n        image\n        checked\n      }\n      pairs {\n        leftId\n        text\n      }\n      subList {\n        id\n        quType\n        level\n        content\n        answered\n        answer\n        blanks\n        matchChoices\n        options {\n          id\n          abc\n          content\n          image\n          checked\n        }\n        pairs {\n          leftId\n          text\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExamTakeQuestion($paperId: ID!, $quId: ID!) {\n    paperQuestion(paperId: $paperId, quId: $quId) {\n      id\n      quId\n      paperId\n      sort\n      quType\n      level\n      content\n      answered\n      mark\n      score\n      seq\n      answer\n      blanks\n      matchChoices\n      options {\n        id\n        abc\n        content\n        image\n        checked\n      }\n      pairs {\n        leftId\n        text\n      }\n      subList {\n        id\n        quType\n        level\n        content\n        answered\n        answer\n        blanks\n        matchChoices\n        options {\n          id\n          abc\n          content\n          image\n          checked\n        }\n        pairs {\n          leftId\n          text\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExamTakeFillAnswer($input: FillAnswerInput!) {\n    fillAnswer(input: $input) {\n      applied\n      seq\n    }\n  }\n"): (typeof documents)["\n  mutation ExamTakeFillAnswer($input: FillAnswerInput!) {\n    fillAnswer(input: $input) {\n      applied\n      seq\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExamTakeLeftTime($id: ID!) {\n    paperLeftTime(id: $id)\n    serverTime\n  }\n"): (typeof documents)["\n  query ExamTakeLeftTime($id: ID!) {\n    paperLeftTime(id: $id)\n    serverTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExamTakeHandExam($id: ID!) {\n    handExam(id: $id) {\n      id\n      state\n      userScore\n      totalScore\n      passed\n    }\n  }\n"): (typeof documents)["\n  mutation ExamTakeHandExam($id: ID!) {\n    handExam(id: $id) {\n      id\n      state\n      userScore\n      totalScore\n      passed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WatchStat($examId: ID!) {\n    watchStat(examId: $examId) {\n      requireCount\n      processCount\n      handCount\n      missCount\n      onlineCount\n    }\n  }\n"): (typeof documents)["\n  query WatchStat($examId: ID!) {\n    watchStat(examId: $examId) {\n      requireCount\n      processCount\n      handCount\n      missCount\n      onlineCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WatchRows($query: WatchRowQuery!, $current: Int, $size: Int) {\n    watchRows(query: $query, current: $current, size: $size) {\n      total\n      pages\n      current\n      size\n      records {\n        id\n        userId\n        realName\n        userName\n        deptName\n        online\n        lastSeen\n        answerCount\n        quCount\n        leaveTimes\n        faceFails\n        image\n      }\n    }\n  }\n"): (typeof documents)["\n  query WatchRows($query: WatchRowQuery!, $current: Int, $size: Int) {\n    watchRows(query: $query, current: $current, size: $size) {\n      total\n      pages\n      current\n      size\n      records {\n        id\n        userId\n        realName\n        userName\n        deptName\n        online\n        lastSeen\n        answerCount\n        quCount\n        leaveTimes\n        faceFails\n        image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WatchExamTitle($id: ID!) {\n    examDetail(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query WatchExamTitle($id: ID!) {\n    examDetail(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ExamWatchEvents($examId: ID!) {\n    examWatchEvents(examId: $examId) {\n      kind\n      examId\n      userId\n      paperId\n      at\n      online\n      answered\n      total\n      leaveTimes\n      leaveSeconds\n      snapshotUrl\n      facePass\n      faceScore\n      failCount\n      handBy\n      exState\n      exMsg\n      deadline\n    }\n  }\n"): (typeof documents)["\n  subscription ExamWatchEvents($examId: ID!) {\n    examWatchEvents(examId: $examId) {\n      kind\n      examId\n      userId\n      paperId\n      at\n      online\n      answered\n      total\n      leaveTimes\n      leaveSeconds\n      snapshotUrl\n      facePass\n      faceScore\n      failCount\n      handBy\n      exState\n      exMsg\n      deadline\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendWatchMessage($input: WatchMessageInput!) {\n    sendWatchMessage(input: $input) {\n      success\n      fail\n    }\n  }\n"): (typeof documents)["\n  mutation SendWatchMessage($input: WatchMessageInput!) {\n    sendWatchMessage(input: $input) {\n      success\n      fail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForceHand($input: ForceHandInput!) {\n    forceHand(input: $input)\n  }\n"): (typeof documents)["\n  mutation ForceHand($input: ForceHandInput!) {\n    forceHand(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForceHandAll($input: ForceHandAllInput!) {\n    forceHandAll(input: $input) {\n      success\n      fail\n    }\n  }\n"): (typeof documents)["\n  mutation ForceHandAll($input: ForceHandAllInput!) {\n    forceHandAll(input: $input) {\n      success\n      fail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaperEvents($paperId: ID!) {\n    paperEvents(paperId: $paperId) {\n      paperId\n      realName\n      state\n      exState\n      exMsg\n      leaveTimes\n      faceFails\n      leaves {\n        id\n        startedAt\n        seconds\n        leaveTimes\n      }\n      captures {\n        id\n        createdAt\n        url\n        facePass\n        faceScore\n        faceMsg\n        failCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaperEvents($paperId: ID!) {\n    paperEvents(paperId: $paperId) {\n      paperId\n      realName\n      state\n      exState\n      exMsg\n      leaveTimes\n      faceFails\n      leaves {\n        id\n        startedAt\n        seconds\n        leaveTimes\n      }\n      captures {\n        id\n        createdAt\n        url\n        facePass\n        faceScore\n        faceMsg\n        failCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LearnerExams($input: LearnerExamPageInput) {\n    learnerExams(input: $input) {\n      total\n      pages\n      records {\n        id\n        title\n        examType\n        examTypeText\n        offline\n        openType\n        startTime\n        endTime\n        totalTime\n        totalScore\n        qualifyScore\n        chance\n        attemptsUsed\n        listState\n        applyOn\n        applyState\n        admitted\n        openPaperId\n      }\n    }\n  }\n"): (typeof documents)["\n  query LearnerExams($input: LearnerExamPageInput) {\n    learnerExams(input: $input) {\n      total\n      pages\n      records {\n        id\n        title\n        examType\n        examTypeText\n        offline\n        openType\n        startTime\n        endTime\n        totalTime\n        totalScore\n        qualifyScore\n        chance\n        attemptsUsed\n        listState\n        applyOn\n        applyState\n        admitted\n        openPaperId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyExam($input: ExamApplyInput!) {\n    applyExam(input: $input) {\n      id\n      auditState\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyExam($input: ExamApplyInput!) {\n    applyExam(input: $input) {\n      id\n      auditState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExamCheckInfo($id: ID!) {\n    examCheckInfo(id: $id) {\n      id\n      title\n      content\n      examType\n      examTypeText\n      openType\n      needsPassword\n      startTime\n      endTime\n      totalTime\n      totalScore\n      qualifyScore\n      chance\n      attemptsUsed\n      attemptsLeft\n      lateMax\n      handMin\n      camOn\n      faceOn\n      leaveOn\n      staggerMinutes\n      startSlot\n      startSlotIn\n      realNameRequired\n      listState\n      openPaperId\n      rules {\n        quType\n        quCount\n        quScore\n        totalScore\n      }\n      startBlock {\n        code\n        subCode\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExamCheckInfo($id: ID!) {\n    examCheckInfo(id: $id) {\n      id\n      title\n      content\n      examType\n      examTypeText\n      openType\n      needsPassword\n      startTime\n      endTime\n      totalTime\n      totalScore\n      qualifyScore\n      chance\n      attemptsUsed\n      attemptsLeft\n      lateMax\n      handMin\n      camOn\n      faceOn\n      leaveOn\n      staggerMinutes\n      startSlot\n      startSlotIn\n      realNameRequired\n      listState\n      openPaperId\n      rules {\n        quType\n        quCount\n        quScore\n        totalScore\n      }\n      startBlock {\n        code\n        subCode\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaper($input: CreatePaperInput!) {\n    createPaper(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePaper($input: CreatePaperInput!) {\n    createPaper(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaperQuestion_fields on PaperQuestion {\n    id\n    quId\n    sort\n    quType\n    level\n    content\n    answered\n    isRight\n    analysis\n    answer\n    blanks\n    referenceAnswer\n    rightBlanks\n    matchChoices\n    options {\n      id\n      abc\n      content\n      image\n      checked\n      isRight\n    }\n    pairs {\n      leftId\n      text\n    }\n    rightPairs {\n      leftId\n      text\n    }\n    subList {\n      id\n      quType\n      level\n      content\n      answered\n      isRight\n      analysis\n      answer\n      blanks\n      referenceAnswer\n      rightBlanks\n      matchChoices\n      options {\n        id\n        abc\n        content\n        image\n        checked\n        isRight\n      }\n      pairs {\n        leftId\n        text\n      }\n      rightPairs {\n        leftId\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PaperQuestion_fields on PaperQuestion {\n    id\n    quId\n    sort\n    quType\n    level\n    content\n    answered\n    isRight\n    analysis\n    answer\n    blanks\n    referenceAnswer\n    rightBlanks\n    matchChoices\n    options {\n      id\n      abc\n      content\n      image\n      checked\n      isRight\n    }\n    pairs {\n      leftId\n      text\n    }\n    rightPairs {\n      leftId\n      text\n    }\n    subList {\n      id\n      quType\n      level\n      content\n      answered\n      isRight\n      analysis\n      answer\n      blanks\n      referenceAnswer\n      rightBlanks\n      matchChoices\n      options {\n        id\n        abc\n        content\n        image\n        checked\n        isRight\n      }\n      pairs {\n        leftId\n        text\n      }\n      rightPairs {\n        leftId\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaperResult($id: ID!) {\n    paperResult(id: $id) {\n      id\n      examId\n      title\n      state\n      userTime\n      startedAt\n      handedAt\n      totalScore\n      qualifyScore\n      objScore\n      subjScore\n      userScore\n      passed\n      reviewState\n      answerDisplay\n      answersFrom\n      answersVisible\n      answersHeldByExam\n      items {\n        quId\n        quType\n        sort\n        score\n        userScore\n        isRight\n        needsMarking\n        comment\n        question {\n          ...PaperQuestion_fields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaperResult($id: ID!) {\n    paperResult(id: $id) {\n      id\n      examId\n      title\n      state\n      userTime\n      startedAt\n      handedAt\n      totalScore\n      qualifyScore\n      objScore\n      subjScore\n      userScore\n      passed\n      reviewState\n      answerDisplay\n      answersFrom\n      answersVisible\n      answersHeldByExam\n      items {\n        quId\n        quType\n        sort\n        score\n        userScore\n        isRight\n        needsMarking\n        comment\n        question {\n          ...PaperQuestion_fields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPapers($input: MyPaperPageInput) {\n    myPapers(input: $input) {\n      total\n      pages\n      records {\n        id\n        examId\n        examTitle\n        state\n        startedAt\n        handedAt\n        userTime\n        totalScore\n        qualifyScore\n        userScore\n        passed\n        reviewState\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPapers($input: MyPaperPageInput) {\n    myPapers(input: $input) {\n      total\n      pages\n      records {\n        id\n        examId\n        examTitle\n        state\n        startedAt\n        handedAt\n        userTime\n        totalScore\n        qualifyScore\n        userScore\n        passed\n        reviewState\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExamWrongQuestions($input: WrongBookQuestionPageInput) {\n    wrongBookQuestions(input: $input) {\n      total\n      current\n      size\n      records {\n        quId\n        quType\n        repoId\n        repoTitle\n        title\n        wrongCount\n        rightStreak\n        lastWrongAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExamWrongQuestions($input: WrongBookQuestionPageInput) {\n    wrongBookQuestions(input: $input) {\n      total\n      current\n      size\n      records {\n        quId\n        quType\n        repoId\n        repoTitle\n        title\n        wrongCount\n        rightStreak\n        lastWrongAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupPaging($input: GroupPagingInput) {\n    groupPaging(input: $input) {\n      total\n      records {\n        id\n        groupName\n        remark\n        memberCount\n        createTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupPaging($input: GroupPagingInput) {\n    groupPaging(input: $input) {\n      total\n      records {\n        id\n        groupName\n        remark\n        memberCount\n        createTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGroup($input: UpdateGroupInput!) {\n    updateGroup(input: $input) {\n      id\n      groupName\n      remark\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGroup($input: UpdateGroupInput!) {\n    updateGroup(input: $input) {\n      id\n      groupName\n      remark\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGroups($ids: [ID!]!) {\n    deleteGroups(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteGroups($ids: [ID!]!) {\n    deleteGroups(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupMemberPaging($input: GroupMemberPagingInput!) {\n    groupMemberPaging(input: $input) {\n      total\n      records {\n        id\n        userId\n        userName\n        realName\n        deptName\n        mobile\n        joinTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupMemberPaging($input: GroupMemberPagingInput!) {\n    groupMemberPaging(input: $input) {\n      total\n      records {\n        id\n        userId\n        userName\n        realName\n        deptName\n        mobile\n        joinTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinGroups($input: GroupMembershipInput!) {\n    joinGroups(input: $input)\n  }\n"): (typeof documents)["\n  mutation JoinGroups($input: GroupMembershipInput!) {\n    joinGroups(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveGroupMembers($ids: [ID!]!) {\n    removeGroupMembers(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation RemoveGroupMembers($ids: [ID!]!) {\n    removeGroupMembers(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LearnerHome {\n    me {\n      id\n      ...UserBanner_user\n    }\n  }\n"): (typeof documents)["\n  query LearnerHome {\n    me {\n      id\n      ...UserBanner_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserBanner_user on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    className\n    deptCodeDictText\n    avatar\n    points\n  }\n"): (typeof documents)["\n  fragment UserBanner_user on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    className\n    deptCodeDictText\n    avatar\n    points\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Licence {\n    licence {\n      state\n      keyConfigured\n      licensee\n      seats\n      usedSeats\n      expireTime\n    }\n  }\n"): (typeof documents)["\n  query Licence {\n    licence {\n      state\n      keyConfigured\n      licensee\n      seats\n      usedSeats\n      expireTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadLicence($file: String!) {\n    uploadLicence(file: $file) {\n      state\n      keyConfigured\n      licensee\n      seats\n      usedSeats\n      expireTime\n    }\n  }\n"): (typeof documents)["\n  mutation UploadLicence($file: String!) {\n    uploadLicence(file: $file) {\n      state\n      keyConfigured\n      licensee\n      seats\n      usedSeats\n      expireTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageRow on Message {\n    id\n    title\n    content\n    createTime\n    readState\n  }\n"): (typeof documents)["\n  fragment MessageRow on Message {\n    id\n    title\n    content\n    createTime\n    readState\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMessages($readState: Int, $current: Int, $size: Int) {\n    myMessages(readState: $readState, current: $current, size: $size) {\n      total\n      records {\n        ...MessageRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyMessages($readState: Int, $current: Int, $size: Int) {\n    myMessages(readState: $readState, current: $current, size: $size) {\n      total\n      records {\n        ...MessageRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n"): (typeof documents)["\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UnreadMessageCountChanged {\n    unreadMessageCountChanged\n  }\n"): (typeof documents)["\n  subscription UnreadMessageCountChanged {\n    unreadMessageCountChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadMessage($id: ID!) {\n    readMessage(id: $id) {\n      ...MessageRow\n    }\n  }\n"): (typeof documents)["\n  mutation ReadMessage($id: ID!) {\n    readMessage(id: $id) {\n      ...MessageRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkMessagesRead($ids: [ID!]!) {\n    markMessagesRead(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MarkMessagesRead($ids: [ID!]!) {\n    markMessagesRead(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyMessages($ids: [ID!]!) {\n    deleteMyMessages(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteMyMessages($ids: [ID!]!) {\n    deleteMyMessages(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      recipients\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      recipients\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageSends($current: Int, $size: Int) {\n    messageSends(current: $current, size: $size) {\n      total\n      records {\n        id\n        title\n        content\n        sendByName\n        recipients\n        userCount\n        groupCount\n        deptCount\n        createTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageSends($current: Int, $size: Int) {\n    messageSends(current: $current, size: $size) {\n      total\n      records {\n        id\n        title\n        content\n        sendByName\n        recipients\n        userCount\n        groupCount\n        deptCount\n        createTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notices($input: NoticePagingInput) {\n    notices(input: $input) {\n      total\n      records {\n        id\n        title\n        state\n        publishTime\n        createByName\n        updateTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notices($input: NoticePagingInput) {\n    notices(input: $input) {\n      total\n      records {\n        id\n        title\n        state\n        publishTime\n        createByName\n        updateTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notice($id: ID!) {\n    notice(id: $id) {\n      id\n      title\n      content\n      state\n      publishTime\n      createByName\n    }\n  }\n"): (typeof documents)["\n  query Notice($id: ID!) {\n    notice(id: $id) {\n      id\n      title\n      content\n      state\n      publishTime\n      createByName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveNotice($input: SaveNoticeInput!) {\n    saveNotice(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveNotice($input: SaveNoticeInput!) {\n    saveNotice(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNotices($ids: [ID!]!) {\n    deleteNotices(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteNotices($ids: [ID!]!) {\n    deleteNotices(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotifyTmpls($title: String, $current: Int, $size: Int) {\n    notifyTmpls(title: $title, current: $current, size: $size) {\n      total\n      records {\n        id\n        title\n        msgTitle\n        content\n        channels\n        updateTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotifyTmpls($title: String, $current: Int, $size: Int) {\n    notifyTmpls(title: $title, current: $current, size: $size) {\n      total\n      records {\n        id\n        title\n        msgTitle\n        content\n        channels\n        updateTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveNotifyTmpl($input: SaveNotifyTmplInput!) {\n    saveNotifyTmpl(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveNotifyTmpl($input: SaveNotifyTmplInput!) {\n    saveNotifyTmpl(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNotifyTmpls($ids: [ID!]!) {\n    deleteNotifyTmpls(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteNotifyTmpls($ids: [ID!]!) {\n    deleteNotifyTmpls(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrepareExamNotify($examId: ID!, $tmplId: ID!) {\n    prepareExamNotify(examId: $examId, tmplId: $tmplId) {\n      ...NotifyJobProgress\n    }\n  }\n"): (typeof documents)["\n  mutation PrepareExamNotify($examId: ID!, $tmplId: ID!) {\n    prepareExamNotify(examId: $examId, tmplId: $tmplId) {\n      ...NotifyJobProgress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotifyJobProgress on NotifyJob {\n    id\n    state\n    total\n    sent\n    smsSent\n    smsFailed\n    progress\n    failReason\n  }\n"): (typeof documents)["\n  fragment NotifyJobProgress on NotifyJob {\n    id\n    state\n    total\n    sent\n    smsSent\n    smsFailed\n    progress\n    failReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotifyJob($id: ID!) {\n    notifyJob(id: $id) {\n      ...NotifyJobProgress\n    }\n  }\n"): (typeof documents)["\n  query NotifyJob($id: ID!) {\n    notifyJob(id: $id) {\n      ...NotifyJobProgress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepartmentTree {\n    departmentTree {\n      id\n      parentId\n      deptCode\n      deptName\n      sort\n      children {\n        id\n        parentId\n        deptCode\n        deptName\n        sort\n        children {\n          id\n          parentId\n          deptCode\n          deptName\n          sort\n          children {\n            id\n            parentId\n            deptCode\n            deptName\n            sort\n            children {\n              id\n              parentId\n              deptCode\n              deptName\n              sort\n              children {\n                id\n                parentId\n                deptCode\n                deptName\n                sort\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DepartmentTree {\n    departmentTree {\n      id\n      parentId\n      deptCode\n      deptName\n      sort\n      children {\n        id\n        parentId\n        deptCode\n        deptName\n        sort\n        children {\n          id\n          parentId\n          deptCode\n          deptName\n          sort\n          children {\n            id\n            parentId\n            deptCode\n            deptName\n            sort\n            children {\n              id\n              parentId\n              deptCode\n              deptName\n              sort\n              children {\n                id\n                parentId\n                deptCode\n                deptName\n                sort\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepartmentDetail($id: ID!) {\n    department(id: $id) {\n      id\n      parentId\n      parentName\n      deptCode\n      deptName\n      sort\n      createTime\n      updateTime\n    }\n  }\n"): (typeof documents)["\n  query DepartmentDetail($id: ID!) {\n    department(id: $id) {\n      id\n      parentId\n      parentName\n      deptCode\n      deptName\n      sort\n      createTime\n      updateTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDepartment($input: SaveDepartmentInput!) {\n    saveDepartment(input: $input) {\n      id\n      parentId\n      parentName\n      deptCode\n      deptName\n      sort\n      createTime\n      updateTime\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDepartment($input: SaveDepartmentInput!) {\n    saveDepartment(input: $input) {\n      id\n      parentId\n      parentName\n      deptCode\n      deptName\n      sort\n      createTime\n      updateTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDepartments($ids: [ID!]!) {\n    deleteDepartments(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteDepartments($ids: [ID!]!) {\n    deleteDepartments(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SortDepartment($id: ID!, $sort: Int!) {\n    sortDepartment(id: $id, sort: $sort)\n  }\n"): (typeof documents)["\n  mutation SortDepartment($id: ID!, $sort: Int!) {\n    sortDepartment(id: $id, sort: $sort)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPaperExport($input: StartPaperExportInput!) {\n    startPaperExport(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StartPaperExport($input: StartPaperExportInput!) {\n    startPaperExport(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaperExportJob($id: ID!) {\n    paperExportJob(id: $id) {\n      id\n      kind\n      state\n      progress\n      total\n      imported\n      failReason\n      failMessage\n      fileName\n      hasResult\n      hasErrorReport\n      downloadPath\n      examId\n      format\n      resultSize\n      expireTime\n      expired\n      createTime\n      finishTime\n    }\n  }\n"): (typeof documents)["\n  query PaperExportJob($id: ID!) {\n    paperExportJob(id: $id) {\n      id\n      kind\n      state\n      progress\n      total\n      imported\n      failReason\n      failMessage\n      fileName\n      hasResult\n      hasErrorReport\n      downloadPath\n      examId\n      format\n      resultSize\n      expireTime\n      expired\n      createTime\n      finishTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaperExportJobs($examId: ID, $current: Int, $size: Int) {\n    paperExportJobs(examId: $examId, current: $current, size: $size) {\n      total\n      current\n      size\n      records {\n        id\n        kind\n        state\n        progress\n        total\n        imported\n        failReason\n        failMessage\n        fileName\n        hasResult\n        hasErrorReport\n        downloadPath\n        examId\n        format\n        resultSize\n        expireTime\n        expired\n        createTime\n        finishTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaperExportJobs($examId: ID, $current: Int, $size: Int) {\n    paperExportJobs(examId: $examId, current: $current, size: $size) {\n      total\n      current\n      size\n      records {\n        id\n        kind\n        state\n        progress\n        total\n        imported\n        failReason\n        failMessage\n        fileName\n        hasResult\n        hasErrorReport\n        downloadPath\n        examId\n        format\n        resultSize\n        expireTime\n        expired\n        createTime\n        finishTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPoints($current: Int, $size: Int) {\n    myPoints(current: $current, size: $size) {\n      total\n      records {\n        id\n        refRemark\n        createTime\n        points\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPoints($current: Int, $size: Int) {\n    myPoints(current: $current, size: $size) {\n      total\n      records {\n        id\n        refRemark\n        createTime\n        points\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PointsRules {\n    pointsRules {\n      code\n      points\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query PointsRules {\n    pointsRules {\n      code\n      points\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePointsRules($rules: [PointsRuleInput!]!) {\n    savePointsRules(rules: $rules) {\n      code\n      points\n      enabled\n    }\n  }\n"): (typeof documents)["\n  mutation SavePointsRules($rules: [PointsRuleInput!]!) {\n    savePointsRules(rules: $rules) {\n      code\n      points\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation UpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_user on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    className\n    deptCodeDictText\n  }\n"): (typeof documents)["\n  fragment ProfileForm_user on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    className\n    deptCodeDictText\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileForm_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileForm_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage {\n    me {\n      id\n      ...ProfileForm_user\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage {\n    me {\n      id\n      ...ProfileForm_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQuestionPaging($input: AdminQuestionPagingInput) {\n    adminQuestionPaging(input: $input) {\n      current\n      size\n      total\n      records {\n        id\n        repoId\n        repoTitle\n        chapterId\n        chapterTitle\n        quType\n        level\n        contentText\n        optionCount\n        subCount\n        updateTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminQuestionPaging($input: AdminQuestionPagingInput) {\n    adminQuestionPaging(input: $input) {\n      current\n      size\n      total\n      records {\n        id\n        repoId\n        repoTitle\n        chapterId\n        chapterTitle\n        quType\n        level\n        contentText\n        optionCount\n        subCount\n        updateTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQuestion($id: ID!) {\n    adminQuestion(id: $id) {\n      id\n      repoId\n      chapterId\n      quType\n      level\n      content\n      analysis\n      answerList {\n        id\n        abc\n        content\n        image\n        isRight\n        answer\n      }\n      subList {\n        id\n        quType\n        level\n        content\n        analysis\n        answerList {\n          id\n          abc\n          content\n          image\n          isRight\n          answer\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminQuestion($id: ID!) {\n    adminQuestion(id: $id) {\n      id\n      repoId\n      chapterId\n      quType\n      level\n      content\n      analysis\n      answerList {\n        id\n        abc\n        content\n        image\n        isRight\n        answer\n      }\n      subList {\n        id\n        quType\n        level\n        content\n        analysis\n        answerList {\n          id\n          abc\n          content\n          image\n          isRight\n          answer\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveQuestion($input: SaveQuestionInput!) {\n    saveQuestion(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveQuestion($input: SaveQuestionInput!) {\n    saveQuestion(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteQuestions($ids: [ID!]!) {\n    deleteQuestions(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteQuestions($ids: [ID!]!) {\n    deleteQuestions(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RepoOptions {\n    repoPaging(input: { size: 100 }) {\n      total\n      records {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query RepoOptions {\n    repoPaging(input: { size: 100 }) {\n      total\n      records {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RepoChapterOptions($repoId: ID!) {\n    repoChapters(repoId: $repoId) {\n      id\n      title\n      quCount\n    }\n  }\n"): (typeof documents)["\n  query RepoChapterOptions($repoId: ID!) {\n    repoChapters(repoId: $repoId) {\n      id\n      title\n      quCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminMenuFields on AdminMenu {\n    id\n    parentId\n    menuType\n    metaTitle\n    name\n    path\n    component\n    redirect\n    permissionTag\n    metaIcon\n    hidden\n    sort\n  }\n"): (typeof documents)["\n  fragment AdminMenuFields on AdminMenu {\n    id\n    parentId\n    menuType\n    metaTitle\n    name\n    path\n    component\n    redirect\n    permissionTag\n    metaIcon\n    hidden\n    sort\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuTree($input: MenuTreeInput) {\n    menuTree(input: $input) {\n      id\n      parentId\n      menuType\n      metaTitle\n      name\n      path\n      component\n      redirect\n      permissionTag\n      metaIcon\n      hidden\n      sort\n      children {\n        id\n        parentId\n        menuType\n        metaTitle\n        name\n        path\n        component\n        redirect\n        permissionTag\n        metaIcon\n        hidden\n        sort\n        children {\n          id\n          parentId\n          menuType\n          metaTitle\n          name\n          path\n          component\n          redirect\n          permissionTag\n          metaIcon\n          hidden\n          sort\n          children {\n            id\n            parentId\n            menuType\n            metaTitle\n            name\n            path\n            component\n            redirect\n            permissionTag\n            metaIcon\n            hidden\n            sort\n            children {\n              id\n              parentId\n              menuType\n              metaTitle\n              name\n              path\n              component\n              redirect\n              permissionTag\n              metaIcon\n              hidden\n              sort\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MenuTree($input: MenuTreeInput) {\n    menuTree(input: $input) {\n      id\n      parentId\n      menuType\n      metaTitle\n      name\n      path\n      component\n      redirect\n      permissionTag\n      metaIcon\n      hidden\n      sort\n      children {\n        id\n        parentId\n        menuType\n        metaTitle\n        name\n        path\n        component\n        redirect\n        permissionTag\n        metaIcon\n        hidden\n        sort\n        children {\n          id\n          parentId\n          menuType\n          metaTitle\n          name\n          path\n          component\n          redirect\n          permissionTag\n          metaIcon\n          hidden\n          sort\n          children {\n            id\n            parentId\n            menuType\n            metaTitle\n            name\n            path\n            component\n            redirect\n            permissionTag\n            metaIcon\n            hidden\n            sort\n            children {\n              id\n              parentId\n              menuType\n              metaTitle\n              name\n              path\n              component\n              redirect\n              permissionTag\n              metaIcon\n              hidden\n              sort\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMenu($input: CreateMenuInput!) {\n    createMenu(input: $input) {\n      ...AdminMenuFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMenu($input: CreateMenuInput!) {\n    createMenu(input: $input) {\n      ...AdminMenuFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMenu($input: UpdateMenuInput!) {\n    updateMenu(input: $input) {\n      ...AdminMenuFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMenu($input: UpdateMenuInput!) {\n    updateMenu(input: $input) {\n      ...AdminMenuFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMenus($ids: [ID!]!) {\n    deleteMenus(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteMenus($ids: [ID!]!) {\n    deleteMenus(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SortMenu($id: ID!, $sort: Int!) {\n    sortMenu(id: $id, sort: $sort) {\n      id\n      sort\n    }\n  }\n"): (typeof documents)["\n  mutation SortMenu($id: ID!, $sort: Int!) {\n    sortMenu(id: $id, sort: $sort) {\n      id\n      sort\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoleList($input: RoleListInput) {\n    roles(input: $input) {\n      id\n      roleName\n      roleType\n      roleLevel\n      userCount\n      editable\n      createTime\n    }\n  }\n"): (typeof documents)["\n  query RoleList($input: RoleListInput) {\n    roles(input: $input) {\n      id\n      roleName\n      roleType\n      roleLevel\n      userCount\n      editable\n      createTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRole($input: UpdateRoleInput!) {\n    updateRole(input: $input) {\n      id\n      roleName\n      roleType\n      roleLevel\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRole($input: UpdateRoleInput!) {\n    updateRole(input: $input) {\n      id\n      roleName\n      roleType\n      roleLevel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRoles($ids: [ID!]!) {\n    deleteRoles(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteRoles($ids: [ID!]!) {\n    deleteRoles(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoleMenus($id: ID!) {\n    roleMenuIds(id: $id)\n    grantableMenus {\n      id\n      menuType\n      metaTitle\n      permissionTag\n      children {\n        id\n        menuType\n        metaTitle\n        permissionTag\n        children {\n          id\n          menuType\n          metaTitle\n          permissionTag\n          children {\n            id\n            menuType\n            metaTitle\n            permissionTag\n            children {\n              id\n              menuType\n              metaTitle\n              permissionTag\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoleMenus($id: ID!) {\n    roleMenuIds(id: $id)\n    grantableMenus {\n      id\n      menuType\n      metaTitle\n      permissionTag\n      children {\n        id\n        menuType\n        metaTitle\n        permissionTag\n        children {\n          id\n          menuType\n          metaTitle\n          permissionTag\n          children {\n            id\n            menuType\n            metaTitle\n            permissionTag\n            children {\n              id\n              menuType\n              metaTitle\n              permissionTag\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRoleMenus($input: SaveRoleMenusInput!) {\n    saveRoleMenus(input: $input)\n  }\n"): (typeof documents)["\n  mutation SaveRoleMenus($input: SaveRoleMenusInput!) {\n    saveRoleMenus(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RealNameRecords($input: RealNamePageInput) {\n    realNameRecords(input: $input) {\n      total\n      pages\n      current\n      size\n      records {\n        id\n        userId\n        userName\n        realName\n        face\n        idCard\n        state\n        auditMsg\n        auditByName\n        auditTime\n        submitTime\n        approved\n        idCardHeldByOther\n      }\n    }\n  }\n"): (typeof documents)["\n  query RealNameRecords($input: RealNamePageInput) {\n    realNameRecords(input: $input) {\n      total\n      pages\n      current\n      size\n      records {\n        id\n        userId\n        userName\n        realName\n        face\n        idCard\n        state\n        auditMsg\n        auditByName\n        auditTime\n        submitTime\n        approved\n        idCardHeldByOther\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuditRealName($input: AuditRealNameInput!) {\n    auditRealName(input: $input) {\n      id\n      state\n      auditMsg\n    }\n  }\n"): (typeof documents)["\n  mutation AuditRealName($input: AuditRealNameInput!) {\n    auditRealName(input: $input) {\n      id\n      state\n      auditMsg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AutoAuditRealName($id: ID!) {\n    autoAuditRealName(id: $id) {\n      id\n      state\n      auditMsg\n    }\n  }\n"): (typeof documents)["\n  mutation AutoAuditRealName($id: ID!) {\n    autoAuditRealName(id: $id) {\n      id\n      state\n      auditMsg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FaceChallenge($input: FaceChallengeInput!) {\n    faceChallenge(input: $input) {\n      challengeId\n      steps\n      validSeconds\n      level\n    }\n  }\n"): (typeof documents)["\n  mutation FaceChallenge($input: FaceChallengeInput!) {\n    faceChallenge(input: $input) {\n      challengeId\n      steps\n      validSeconds\n      level\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRealName {\n    myRealName {\n      id\n      realName\n      face\n      idCard\n      state\n      auditMsg\n      submitTime\n      auditTime\n      approved\n      approvedRealName\n      approvedIdCard\n      approvedTime\n    }\n    switchConfig {\n      realPerson\n      faceAudit\n    }\n  }\n"): (typeof documents)["\n  query MyRealName {\n    myRealName {\n      id\n      realName\n      face\n      idCard\n      state\n      auditMsg\n      submitTime\n      auditTime\n      approved\n      approvedRealName\n      approvedIdCard\n      approvedTime\n    }\n    switchConfig {\n      realPerson\n      faceAudit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitRealName($input: SubmitRealNameInput!) {\n    submitRealName(input: $input) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitRealName($input: SubmitRealNameInput!) {\n    submitRealName(input: $input) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FaceCheck($input: FaceCheckInput!) {\n    faceCheck(input: $input) {\n      pass\n      failMsg\n      faceToken\n      realName\n      idCard\n    }\n  }\n"): (typeof documents)["\n  mutation FaceCheck($input: FaceCheckInput!) {\n    faceCheck(input: $input) {\n      pass\n      failMsg\n      faceToken\n      realName\n      idCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRepoPaging($input: RepoPagingInput) {\n    repoPaging(input: $input) {\n      current\n      size\n      total\n      records {\n        id\n        title\n        remark\n        quCount\n        objCount\n        subjCount\n        createTime\n        updateTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRepoPaging($input: RepoPagingInput) {\n    repoPaging(input: $input) {\n      current\n      size\n      total\n      records {\n        id\n        title\n        remark\n        quCount\n        objCount\n        subjCount\n        createTime\n        updateTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRepoDetail($id: ID!) {\n    repoDetail(id: $id) {\n      id\n      title\n      remark\n      chapters {\n        id\n        title\n        sort\n        quCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRepoDetail($id: ID!) {\n    repoDetail(id: $id) {\n      id\n      title\n      remark\n      chapters {\n        id\n        title\n        sort\n        quCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRepo($input: SaveRepoInput!) {\n    saveRepo(input: $input) {\n      id\n      title\n      remark\n      chapters {\n        id\n        title\n        sort\n        quCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRepo($input: SaveRepoInput!) {\n    saveRepo(input: $input) {\n      id\n      title\n      remark\n      chapters {\n        id\n        title\n        sort\n        quCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRepos($ids: [ID!]!) {\n    deleteRepos(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteRepos($ids: [ID!]!) {\n    deleteRepos(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestionJob_fields on QuestionJob {\n    id\n    kind\n    state\n    progress\n    total\n    imported\n    failed\n    fileName\n    failReason\n    failMessage\n    hasErrorReport\n    hasResult\n    downloadPath\n    errors {\n      row\n      field\n      fieldName\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment QuestionJob_fields on QuestionJob {\n    id\n    kind\n    state\n    progress\n    total\n    imported\n    failed\n    fileName\n    failReason\n    failMessage\n    hasErrorReport\n    hasResult\n    downloadPath\n    errors {\n      row\n      field\n      fieldName\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartQuestionExport($repoId: ID!) {\n    startQuestionExport(repoId: $repoId) {\n      ...QuestionJob_fields\n    }\n  }\n"): (typeof documents)["\n  mutation StartQuestionExport($repoId: ID!) {\n    startQuestionExport(repoId: $repoId) {\n      ...QuestionJob_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionJob($id: ID!) {\n    questionJob(id: $id) {\n      ...QuestionJob_fields\n    }\n  }\n"): (typeof documents)["\n  query QuestionJob($id: ID!) {\n    questionJob(id: $id) {\n      ...QuestionJob_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LearnerRepoPaging($input: RepoPagingInput) {\n    repoPaging(input: $input) {\n      current\n      size\n      total\n      records {\n        id\n        title\n        remark\n        quCount\n        objCount\n        subjCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query LearnerRepoPaging($input: RepoPagingInput) {\n    repoPaging(input: $input) {\n      current\n      size\n      total\n      records {\n        id\n        title\n        remark\n        quCount\n        objCount\n        subjCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LearnerRepoDetail($id: ID!) {\n    repoDetail(id: $id) {\n      id\n      title\n      remark\n      quCount\n      objCount\n      subjCount\n      typeCounts {\n        quType\n        count\n      }\n      chapters {\n        id\n        title\n        quCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query LearnerRepoDetail($id: ID!) {\n    repoDetail(id: $id) {\n      id\n      title\n      remark\n      quCount\n      objCount\n      subjCount\n      typeCounts {\n        quType\n        count\n      }\n      chapters {\n        id\n        title\n        quCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RepoWrongCount($repoId: ID!) {\n    wrongBookQuestions(input: { repoId: $repoId, size: 1 }) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query RepoWrongCount($repoId: ID!) {\n    wrongBookQuestions(input: { repoId: $repoId, size: 1 }) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SmsOutbox($input: SmsOutboxPagingInput) {\n    smsOutbox(input: $input) {\n      total\n      records {\n        id\n        mobile\n        smsType\n        content\n        createTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query SmsOutbox($input: SmsOutboxPagingInput) {\n    smsOutbox(input: $input) {\n      total\n      records {\n        id\n        mobile\n        smsType\n        content\n        createTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepartmentTreeSelect {\n    departmentTreeSelect {\n      id\n      deptCode\n      deptName\n      children {\n        id\n        deptCode\n        deptName\n        children {\n          id\n          deptCode\n          deptName\n          children {\n            id\n            deptCode\n            deptName\n            children {\n              id\n              deptCode\n              deptName\n              children {\n                id\n                deptCode\n                deptName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DepartmentTreeSelect {\n    departmentTreeSelect {\n      id\n      deptCode\n      deptName\n      children {\n        id\n        deptCode\n        deptName\n        children {\n          id\n          deptCode\n          deptName\n          children {\n            id\n            deptCode\n            deptName\n            children {\n              id\n              deptCode\n              deptName\n              children {\n                id\n                deptCode\n                deptName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoleOptions {\n    roles {\n      id\n      roleName\n      roleLevel\n      roleType\n      editable\n    }\n  }\n"): (typeof documents)["\n  query RoleOptions {\n    roles {\n      id\n      roleName\n      roleLevel\n      roleType\n      editable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupOptions($title: String) {\n    groupPaging(input: { current: 1, size: 100, title: $title }) {\n      total\n      records {\n        id\n        groupName\n        memberCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupOptions($title: String) {\n    groupPaging(input: { current: 1, size: 100, title: $title }) {\n      total\n      records {\n        id\n        groupName\n        memberCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSelectPaging($input: AdminUserPagingInput) {\n    adminUserPaging(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        userName\n        realName\n        familyName\n        deptCode\n        deptCodeDictText\n        mobile\n        email\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserSelectPaging($input: AdminUserPagingInput) {\n    adminUserPaging(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        userName\n        realName\n        familyName\n        deptCode\n        deptCodeDictText\n        mobile\n        email\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RepoPickPaging($input: RepoPagingInput) {\n    repoPaging(input: $input) {\n      total\n      records {\n        id\n        title\n        quCount\n        objCount\n        subjCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query RepoPickPaging($input: RepoPagingInput) {\n    repoPaging(input: $input) {\n      total\n      records {\n        id\n        title\n        quCount\n        objCount\n        subjCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminExamPickPaging($input: AdminExamPageInput) {\n    adminExams(input: $input) {\n      total\n      records {\n        id\n        title\n        examType\n        examTypeText\n        offline\n        startTime\n        totalScore\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminExamPickPaging($input: AdminExamPageInput) {\n    adminExams(input: $input) {\n      total\n      records {\n        id\n        title\n        examType\n        examTypeText\n        offline\n        startTime\n        totalScore\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LearnerExamPickPaging($input: LearnerExamPageInput) {\n    learnerExams(input: $input) {\n      total\n      records {\n        id\n        title\n        examType\n        examTypeText\n        offline\n        startTime\n        totalScore\n      }\n    }\n  }\n"): (typeof documents)["\n  query LearnerExamPickPaging($input: LearnerExamPageInput) {\n    learnerExams(input: $input) {\n      total\n      records {\n        id\n        title\n        examType\n        examTypeText\n        offline\n        startTime\n        totalScore\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TmplPickPaging($title: String, $size: Int) {\n    notifyTmpls(title: $title, current: 1, size: $size) {\n      total\n      records {\n        id\n        title\n        channels\n      }\n    }\n  }\n"): (typeof documents)["\n  query TmplPickPaging($title: String, $size: Int) {\n    notifyTmpls(title: $title, current: 1, size: $size) {\n      total\n      records {\n        id\n        title\n        channels\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserPickPaging($input: AdminUserPagingInput) {\n    adminUserPaging(input: $input) {\n      total\n      records {\n        id\n        userName\n        realName\n        familyName\n        deptCodeDictText\n        mobile\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserPickPaging($input: AdminUserPagingInput) {\n    adminUserPaging(input: $input) {\n      total\n      records {\n        id\n        userName\n        realName\n        familyName\n        deptCodeDictText\n        mobile\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrainingQuestion_fields on TrainingQuestion {\n    id\n    quId\n    trainId\n    sort\n    quType\n    level\n    content\n    answered\n    isRight\n    analysis\n    answer\n    blanks\n    referenceAnswer\n    rightBlanks\n    matchChoices\n    options {\n      id\n      abc\n      content\n      image\n      checked\n      isRight\n    }\n    pairs {\n      leftId\n      text\n    }\n    rightPairs {\n      leftId\n      text\n    }\n    subList {\n      id\n      quType\n      level\n      content\n      answered\n      isRight\n      analysis\n      answer\n      blanks\n      referenceAnswer\n      rightBlanks\n      matchChoices\n      options {\n        id\n        abc\n        content\n        image\n        checked\n        isRight\n      }\n      pairs {\n        leftId\n        text\n      }\n      rightPairs {\n        leftId\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TrainingQuestion_fields on TrainingQuestion {\n    id\n    quId\n    trainId\n    sort\n    quType\n    level\n    content\n    answered\n    isRight\n    analysis\n    answer\n    blanks\n    referenceAnswer\n    rightBlanks\n    matchChoices\n    options {\n      id\n      abc\n      content\n      image\n      checked\n      isRight\n    }\n    pairs {\n      leftId\n      text\n    }\n    rightPairs {\n      leftId\n      text\n    }\n    subList {\n      id\n      quType\n      level\n      content\n      answered\n      isRight\n      analysis\n      answer\n      blanks\n      referenceAnswer\n      rightBlanks\n      matchChoices\n      options {\n        id\n        abc\n        content\n        image\n        checked\n        isRight\n      }\n      pairs {\n        leftId\n        text\n      }\n      rightPairs {\n        leftId\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Training_header on Training {\n    id\n    kind\n    mode\n    modeText\n    repoId\n    examId\n    repoTitle\n    title\n    state\n    total\n    answered\n    rightCount\n    percent\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment Training_header on Training {\n    id\n    kind\n    mode\n    modeText\n    repoId\n    examId\n    repoTitle\n    title\n    state\n    total\n    answered\n    rightCount\n    percent\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTraining($input: StartTrainingInput!) {\n    startTraining(input: $input) {\n      ...Training_header\n    }\n  }\n"): (typeof documents)["\n  mutation StartTraining($input: StartTrainingInput!) {\n    startTraining(input: $input) {\n      ...Training_header\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingQuestion($input: TrainingQuestionInput!) {\n    trainingQuestion(input: $input) {\n      ...TrainingQuestion_fields\n    }\n  }\n"): (typeof documents)["\n  query TrainingQuestion($input: TrainingQuestionInput!) {\n    trainingQuestion(input: $input) {\n      ...TrainingQuestion_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckTrainingAnswer($input: TrainingAnswerInput!) {\n    checkTrainingAnswer(input: $input) {\n      ...TrainingQuestion_fields\n    }\n  }\n"): (typeof documents)["\n  mutation CheckTrainingAnswer($input: TrainingAnswerInput!) {\n    checkTrainingAnswer(input: $input) {\n      ...TrainingQuestion_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FillTrainingAnswer($input: TrainingAnswerInput!) {\n    fillTrainingAnswer(input: $input) {\n      ...TrainingQuestion_fields\n    }\n  }\n"): (typeof documents)["\n  mutation FillTrainingAnswer($input: TrainingAnswerInput!) {\n    fillTrainingAnswer(input: $input) {\n      ...TrainingQuestion_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingCard($id: ID!) {\n    trainingCard(id: $id) {\n      id\n      kind\n      mode\n      state\n      total\n      answered\n      rightCount\n      wrongCount\n      percent\n      items {\n        quId\n        quType\n        sort\n        answered\n        isRight\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrainingCard($id: ID!) {\n    trainingCard(id: $id) {\n      id\n      kind\n      mode\n      state\n      total\n      answered\n      rightCount\n      wrongCount\n      percent\n      items {\n        quId\n        quType\n        sort\n        answered\n        isRight\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingDetail($id: ID!) {\n    training(id: $id) {\n      ...Training_header\n    }\n  }\n"): (typeof documents)["\n  query TrainingDetail($id: ID!) {\n    training(id: $id) {\n      ...Training_header\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishTraining($id: ID!) {\n    finishTraining(id: $id) {\n      ...Training_header\n    }\n  }\n"): (typeof documents)["\n  mutation FinishTraining($id: ID!) {\n    finishTraining(id: $id) {\n      ...Training_header\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTrainings($input: TrainingPageInput) {\n    myTrainings(input: $input) {\n      current\n      size\n      total\n      pages\n      records {\n        ...Training_header\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyTrainings($input: TrainingPageInput) {\n    myTrainings(input: $input) {\n      current\n      size\n      total\n      pages\n      records {\n        ...Training_header\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionDetail($id: ID!) {\n    questionDetail(id: $id) {\n      repoId\n      repoTitle\n      chapterTitle\n      question {\n        ...TrainingQuestion_fields\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuestionDetail($id: ID!) {\n    questionDetail(id: $id) {\n      repoId\n      repoTitle\n      chapterTitle\n      question {\n        ...TrainingQuestion_fields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSettings {\n    me {\n      id\n      mobile\n      smsNotify\n    }\n  }\n"): (typeof documents)["\n  query UserSettings {\n    me {\n      id\n      mobile\n      smsNotify\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMySettings($input: UpdateSettingsInput!) {\n    updateMySettings(input: $input) {\n      id\n      smsNotify\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMySettings($input: UpdateSettingsInput!) {\n    updateMySettings(input: $input) {\n      id\n      smsNotify\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserPaging($input: AdminUserPagingInput) {\n    adminUserPaging(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        userName\n        realName\n        familyName\n        className\n        deptCode\n        deptCodeDictText\n        mobile\n        email\n        state\n        expireTime\n        roles\n        roleNames\n        builtIn\n        createTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUserPaging($input: AdminUserPagingInput) {\n    adminUserPaging(input: $input) {\n      total\n      current\n      size\n      records {\n        id\n        userName\n        realName\n        familyName\n        className\n        deptCode\n        deptCodeDictText\n        mobile\n        email\n        state\n        expireTime\n        roles\n        roleNames\n        builtIn\n        createTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveUser($input: SaveUserInput!) {\n    saveUser(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveUser($input: SaveUserInput!) {\n    saveUser(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BatchUserDept($ids: [ID!]!, $deptCode: String!) {\n    batchUserDept(ids: $ids, deptCode: $deptCode)\n  }\n"): (typeof documents)["\n  mutation BatchUserDept($ids: [ID!]!, $deptCode: String!) {\n    batchUserDept(ids: $ids, deptCode: $deptCode)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BatchUserRole($ids: [ID!]!, $roles: [ID!]!) {\n    batchUserRole(ids: $ids, roles: $roles)\n  }\n"): (typeof documents)["\n  mutation BatchUserRole($ids: [ID!]!, $roles: [ID!]!) {\n    batchUserRole(ids: $ids, roles: $roles)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BatchUserExpire($ids: [ID!]!, $expireTime: String) {\n    batchUserExpire(ids: $ids, expireTime: $expireTime)\n  }\n"): (typeof documents)["\n  mutation BatchUserExpire($ids: [ID!]!, $expireTime: String) {\n    batchUserExpire(ids: $ids, expireTime: $expireTime)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserState($ids: [ID!]!, $state: Int!) {\n    setUserState(ids: $ids, state: $state)\n  }\n"): (typeof documents)["\n  mutation SetUserState($ids: [ID!]!, $state: Int!) {\n    setUserState(ids: $ids, state: $state)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeUserPassword($input: ChangeUserPasswordInput!) {\n    changeUserPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangeUserPassword($input: ChangeUserPasswordInput!) {\n    changeUserPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartUserExport($input: UserExportInput) {\n    startUserExport(input: $input) {\n      id\n      state\n      progress\n    }\n  }\n"): (typeof documents)["\n  mutation StartUserExport($input: UserExportInput) {\n    startUserExport(input: $input) {\n      id\n      state\n      progress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserTransferJob($id: ID!) {\n    userTransferJob(id: $id) {\n      id\n      kind\n      state\n      progress\n      total\n      imported\n      failed\n      failReason\n      failMessage\n      fileName\n      hasResult\n      hasErrorReport\n      downloadPath\n      errors {\n        row\n        field\n        fieldName\n        subCode\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserTransferJob($id: ID!) {\n    userTransferJob(id: $id) {\n      id\n      kind\n      state\n      progress\n      total\n      imported\n      failed\n      failReason\n      failMessage\n      fileName\n      hasResult\n      hasErrorReport\n      downloadPath\n      errors {\n        row\n        field\n        fieldName\n        subCode\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WrongBookRepos($input: WrongBookRepoPageInput) {\n    wrongBookRepos(input: $input) {\n      total\n      records {\n        repoId\n        repoTitle\n        quCount\n        wrongCount\n        lastWrongAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WrongBookRepos($input: WrongBookRepoPageInput) {\n    wrongBookRepos(input: $input) {\n      total\n      records {\n        repoId\n        repoTitle\n        quCount\n        wrongCount\n        lastWrongAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WrongBookQuestions($input: WrongBookQuestionPageInput) {\n    wrongBookQuestions(input: $input) {\n      total\n      current\n      size\n      records {\n        quId\n        quType\n        repoId\n        repoTitle\n        title\n        wrongCount\n        rightStreak\n        lastWrongAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WrongBookQuestions($input: WrongBookQuestionPageInput) {\n    wrongBookQuestions(input: $input) {\n      total\n      current\n      size\n      records {\n        quId\n        quType\n        repoId\n        repoTitle\n        title\n        wrongCount\n        rightStreak\n        lastWrongAt\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;